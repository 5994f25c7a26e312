import { lazy } from 'react';
import type { RemotePages } from '@cards/shared/ui';

// Pages of this remote by SPEC §2 route name, loaded on demand.
const pages: RemotePages<'mf_track_status'> = {
  'track': lazy(() => import('./track/TrackPage.tsx')),
  'status': lazy(() => import('./status/StatusPage.tsx')),
  'activate': lazy(() => import('./activate/ActivatePage.tsx')),
  'payment': lazy(() => import('./payment/PaymentPage.tsx')),
};

export default pages;
