import type { RemoteRoutesModule } from '@cards/shared/ui';
import { RoutePlaceholder } from '@cards/shared/ui';

// Pages of this remote by SPEC §2 route name. Each shows its heading and parameters until its issue builds it.
const pages: RemoteRoutesModule['default'] = {
  'new-form': () => <RoutePlaceholder routeId="new-form" />,
  'form': () => <RoutePlaceholder routeId="form" />,
  'renew': () => <RoutePlaceholder routeId="renew" />,
};

export default pages;
