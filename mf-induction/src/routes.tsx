import type { RemotePages } from '@cards/shared/ui';
import { RoutePlaceholder } from '@cards/shared/ui';

// Pages of this remote by SPEC §2 route name. Each shows its heading and parameters until its issue builds it.
const pages: RemotePages<'mf_induction'> = {
  'induction': () => <RoutePlaceholder routeId="induction" />,
  'induction-complete': () => <RoutePlaceholder routeId="induction-complete" />,
  'induction-certificate': () => <RoutePlaceholder routeId="induction-certificate" />,
  'induction-enrolment': () => <RoutePlaceholder routeId="induction-enrolment" />,
  'induction-status': () => <RoutePlaceholder routeId="induction-status" />,
};

export default pages;
