import type { ComponentType } from 'react';

/**
 * What every remote exposes as ./routes: its pages by SPEC §2 route name. A page with sub-routes (the form
 * steps) renders its own nested <Routes>.
 */
export interface RemoteRoutesModule {
  default: Record<string, ComponentType>;
}
