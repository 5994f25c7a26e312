import type { ComponentType } from 'react';
import type { RemoteName, RouteId } from '@cards/shared/brand';

/**
 * A remote's pages by SPEC §2 route name: exactly the routes its routes.json declares (each remote's routes test
 * checks it). A page with sub-routes (the form steps) renders its own nested <Routes>.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the owner names whose pages these are
export type RemotePages<Owner extends RemoteName> = Readonly<Record<RouteId, ComponentType>>;

/** What every remote exposes as ./routes, as the shell sees it. */
export interface RemoteRoutesModule {
  default: Partial<Record<RouteId, ComponentType>>;
}

/**
 * What a remote's server build exports, for pages pre-rendered at publish time: its pages, and for a route
 * with parameters the paths to pre-render (its content knows them: the questions, the articles).
 */
export interface RemoteServerModule extends RemoteRoutesModule {
  prerenderPaths?: () => Partial<Record<RouteId, string[]>>;
}
