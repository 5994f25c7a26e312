import { lazy } from 'react';
import type { RemotePages } from '@cards/shared/ui';

// Pages of this remote by SPEC §2 route name, loaded on demand.
const pages: RemotePages<'mf_induction'> = {
  'induction': lazy(() => import(/* webpackChunkName: "route-induction" */ './player/InductionPage.tsx')),
  'induction-complete': lazy(() => import(/* webpackChunkName: "route-induction-complete" */ './complete/CompletePage.tsx')),
  'induction-certificate': lazy(() => import(/* webpackChunkName: "route-induction-certificate" */ './certificate/CertificateCheckPage.tsx')),
  'induction-enrolment': lazy(() => import(/* webpackChunkName: "route-induction-enrolment" */ './enrolment/EnrolmentPage.tsx')),
  'induction-status': lazy(() => import(/* webpackChunkName: "route-induction-status" */ './foreign-card/ForeignCardStatusPage.tsx')),
};

export default pages;
