import { lazy } from 'react';
import type { RemotePages } from '@cards/shared/ui';

// Pages of this remote by SPEC §2 route name, loaded on demand.
const pages: RemotePages<'mf_track_status'> = {
  'track': lazy(() => import(/* webpackChunkName: "route-track" */ './track/TrackPage.tsx')),
  'status': lazy(() => import(/* webpackChunkName: "route-status" */ './status/StatusPage.tsx')),
  'activate': lazy(() => import(/* webpackChunkName: "route-activate" */ './activate/ActivatePage.tsx')),
  'payment': lazy(() => import(/* webpackChunkName: "route-payment" */ './payment/PaymentPage.tsx')),
};

export default pages;
