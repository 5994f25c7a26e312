import { lazy } from 'react';
import type { RemotePages } from '@cards/shared/ui';

// Pages of this remote by SPEC §2 route name, loaded on demand.
const pages: RemotePages<'mf_induction'> = {
  'induction': lazy(() => import('./player/InductionPage.tsx')),
  'induction-complete': lazy(() => import('./complete/CompletePage.tsx')),
  'induction-certificate': lazy(() => import('./certificate/CertificateCheckPage.tsx')),
  'induction-enrolment': lazy(() => import('./enrolment/EnrolmentPage.tsx')),
  'induction-status': lazy(() => import('./foreign-card/ForeignCardStatusPage.tsx')),
};

export default pages;
