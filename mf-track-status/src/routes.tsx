import type { RemotePages } from '@cards/shared/ui';
import { RoutePlaceholder } from '@cards/shared/ui';
import { StatusPage } from './status/StatusPage.tsx';

// Pages of this remote by SPEC §2 route name. Each shows its heading and parameters until its issue builds it.
const pages: RemotePages<'mf_track_status'> = {
  'track': () => <RoutePlaceholder routeId="track" />,
  'status': StatusPage,
  'activate': () => <RoutePlaceholder routeId="activate" />,
};

export default pages;
