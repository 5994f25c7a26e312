import type { ComponentType } from 'react';
import type { RemoteName, RouteId, RouteIdOf } from '@cards/shared/brand';

/**
 * A remote's pages by SPEC §2 route name: exactly the routes the route table gives it, so a missing or unknown
 * page is a type error (and each remote's routes test checks it at run time too). A page with sub-routes (the
 * form steps) renders its own nested <Routes>.
 */
export type RemotePages<Owner extends RemoteName> = Record<RouteIdOf<Owner>, ComponentType>;

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
