import { lazy } from 'react';
import type { RemotePages } from '@cards/shared/ui';
import { RoutePlaceholder } from '@cards/shared/ui';

// Pages of this remote by SPEC §2 route name. Each shows its heading and parameters until its issue builds it.
const pages: RemotePages<'mf_induction'> = {
  'induction': () => <RoutePlaceholder routeId="induction" />,
  'induction-complete': () => <RoutePlaceholder routeId="induction-complete" />,
  'induction-certificate': lazy(() => import('./certificate/CertificateCheckPage.tsx')),
  'induction-enrolment': lazy(() => import('./enrolment/EnrolmentPage.tsx')),
  'induction-status': lazy(() => import('./foreign-card/ForeignCardStatusPage.tsx')),
};

export default pages;
