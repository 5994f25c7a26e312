import { lazy } from 'react';
import type { RemotePages } from '@cards/shared/ui';
import { RoutePlaceholder } from '@cards/shared/ui';

// Pages of this remote by SPEC §2 route name. Activation is still a placeholder until its part of issue 11 is built.
const pages: RemotePages<'mf_track_status'> = {
  'track': lazy(() => import('./track/TrackPage.tsx')),
  'status': lazy(() => import('./status/StatusPage.tsx')),
  'activate': () => <RoutePlaceholder routeId="activate" />,
};

export default pages;
