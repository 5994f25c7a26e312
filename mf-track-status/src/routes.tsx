import type { RemotePages } from '@cards/shared/ui';
import { RoutePlaceholder } from '@cards/shared/ui';

// Pages of this remote by SPEC §2 route name. Each shows its heading and parameters until its issue builds it.
const pages: RemotePages<'mf_track_status'> = {
  'track': () => <RoutePlaceholder routeId="track" />,
  'status': () => <RoutePlaceholder routeId="status" />,
  'activate': () => <RoutePlaceholder routeId="activate" />,
};

export default pages;
