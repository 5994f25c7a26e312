import type { RemoteName } from './remotes.ts';
import type { Brand, CardType } from './types.ts';

// The routes of SPEC §2 as data. Each remote declares the pages it renders in its own routes.json, published with
// its build; the api serves the routes of the remote versions in force for the page's brand and the page carries
// them to the shell, which registers them (registerRoutes) before it builds its router. The shell's own pages are
// here. Paths use {product} for the card's name, lower-cased in URLs (/track-asic).

/**
 * SPEC §2 layout types, and `staff`: the staff console's frame (the brand's name and 'Staff console', no public
 * navigation or footer, never indexed).
 */
export type LayoutType = 'home' | 'individual' | 'airports' | 'form' | 'landing' | 'opneed' | 'induction' | 'staff';

export const layoutTypes: readonly LayoutType[] = ['home', 'individual', 'airports', 'form', 'landing', 'opneed', 'induction', 'staff'];

export interface RouteDef {
  /** SPEC §2 route name. */
  id: string;
  /** react-router pattern: `:name`, optional `:name?`, trailing `/*` for routes with their own sub-routes. */
  path: string;
  /** Who renders the page: a remote, or the shell itself. */
  owner: RemoteName | 'shell';
  /** Page title with {product}; the brand name is appended. */
  title: string;
  description: string;
  layout: LayoutType;
  /** Only these brands have the page; absent: every brand. */
  brands?: readonly string[];
  /** A {product} page only at the addresses of these cards; absent: every card the brand issues. */
  cardTypes?: readonly CardType[];
  /** The api reads the page makes as it starts (GET paths): the page carries their answers. */
  data?: readonly string[];
  /** SPEC §1: the invitation-only (postal partner) brand sees the blocked page instead. */
  blockedWhenInvitationOnly?: boolean;
  /** SPEC §2: chcheli's /apply goes home. */
  homeWhenApplyGoesHome?: boolean;
  /** SPEC §4: needs a signed-in person; others are sent to the track page. */
  requiresLogin?: boolean;
  /** Pure redirect; `:name` parameters are carried over. */
  redirectTo?: string;
  /**
   * SPEC §4 'Idle handling': the session times out after the quiet time on this page (the form, the status page and
   * induction); on any other page nobody is ever sent to session-expired.
   */
  idleTimeout?: true;
  /** SPEC §2: the page scrolls to top after navigation, animated over 500 ms on faq-with-url. */
  scroll?: 'top' | 'animate';
  /**
   * 'page' when the page itself is pre-rendered at publish time (it renders the same on the server and
   * in the browser until hydrated: no device storage, sign-in or clock in its first render); otherwise a remote's
   * page is pre-rendered as its frame (the layout, with the page loading).
   */
  prerender?: 'page';
}

/** A SPEC §2 route name. */
export type RouteId = string;
/** An entry of the routes in force. */
export type AppRoute = RouteDef;

/** The shell's own pages: what it shows when no remote's page can be. */
export const shellRoutes: readonly RouteDef[] = [
  { id: 'session-expired', path: '/session-expired', owner: 'shell', title: 'Your session has ended',
    description: 'Your session ended because you were inactive.', layout: 'individual' },
  { id: 'record-not-found', path: '/record-not-found', owner: 'shell', title: 'Application not found',
    description: 'We could not find that application.', layout: 'individual' },
  { id: 'link-expired', path: '/link-expired/:randomId', owner: 'shell', title: 'This link has expired',
    description: 'Ask for a new link to your application.', layout: 'individual' },
  { id: 'blocked', path: '/invitation-only', owner: 'shell', title: 'Applying needs an invitation',
    description: 'Applying through the Post Office needs an invitation.', layout: 'individual' },
  { id: 'page-404', path: '/404', owner: 'shell', title: 'Page not found',
    description: 'We could not find that page.', layout: 'individual' },
  { id: 'not-found', path: '*', owner: 'shell', title: 'Page not found',
    description: 'We could not find that page.', layout: 'individual' },
];

/**
 * The addresses other packages and emails link to. Emails already sent carry them, so a remote may add pages but
 * never moves these (a test holds each remote's routes.json to them).
 */
export const routeLinks: Readonly<Record<string, string>> = {
  'home': '/',
  'new-form': '/apply/form/step1',
  'form': '/apply/form/:id/*',
  'track': '/track-{product}',
  'activate': '/activate',
  'status': '/status/:peopleId',
  'payment': '/pay/:peopleId',
  'faq': '/faq/:questionurl?',
  'contact-us': '/contact-us',
  'terms': '/terms-and-conditions',
  'card-holder-duties': '/card-holder-duties',
  'induction': '/induction/:inductionID',
  'induction-complete': '/induction/:inductionID/complete',
  'induction-certificate': '/induction-certificate/:code',
  'induction-enrolment': '/induction-enrolment',
  'induction-status': '/induction-status/:id/:randomId',
  ...Object.fromEntries(shellRoutes.map((route) => [route.id, route.path])),
};

let remoteRoutes: readonly RouteDef[] = [];
let inForce: readonly RouteDef[] = shellRoutes;

/** @deprecated since 1.13, for callers built before remotes declared their routes: routesInForce(). */
export let routeTable: readonly RouteDef[] = inForce;
/** @deprecated since 1.13: a remote's route names are those of its routes.json. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- kept for callers built before 1.13
export type RouteIdOf<Owner extends RemoteName | 'shell'> = RouteId;

/**
 * Makes these the remotes' routes of this page (the browser) or of this render (the pre-renderer): what the page
 * carries for its brand. The shell's own routes are always in force.
 */
export function registerRoutes(routes: readonly RouteDef[]): void {
  if (routes === remoteRoutes) return;
  remoteRoutes = routes;
  inForce = [...routes.filter((route) => route.owner !== 'shell'), ...shellRoutes];
  routeTable = inForce;
}

/** The routes in force: the remotes' (registerRoutes) and the shell's. The array changes only when they do. */
export function routesInForce(): readonly RouteDef[] {
  return inForce;
}

/** How a route's page is pre-rendered at publish time: the page itself, its frame, or not at all. */
export function prerenderModeOf(route: Pick<RouteDef, 'owner' | 'redirectTo' | 'prerender'>): 'page' | 'frame' | undefined {
  if (route.owner === 'shell' || route.redirectTo) return undefined;
  return route.prerender ?? 'frame';
}

/** The route ids each owner renders, for checks that a page map has them all. */
export function routeIdsOf(owner: RemoteName | 'shell', routes: readonly RouteDef[] = routesInForce()): RouteId[] {
  return routes.filter((r) => r.owner === owner && !r.redirectTo).map((r) => r.id);
}

/** The route's path for a brand: {product} becomes the lower-cased card name. */
export function routePath(route: Pick<RouteDef, 'path'>, product: string): string {
  return route.path.replaceAll('{product}', product.toLowerCase());
}

/** A card type's name: MSIC for the maritime card, the brand's aviation card name (ASIC) otherwise. */
export function cardName(brand: Pick<Brand, 'product'>, cardType: CardType | string | null | undefined): string {
  return cardType === 'msic' ? 'MSIC' : brand.product;
}

/** The names of the cards a brand issues, its usual card's first: what {product} stands for in its addresses. */
export function cardNames(brand: Pick<Brand, 'product' | 'cardTypes' | 'defaultCardType'>): string[] {
  const types = [brand.defaultCardType, ...brand.cardTypes.filter((t) => t !== brand.defaultCardType)];
  return [...new Set(types.map((t) => cardName(brand, t)))];
}

/** One address of a route, and the card type it names when the route has {product} in it (/track-msic). */
export interface RoutePathOf {
  path: string;
  cardType?: CardType;
}

/**
 * Every address of a route for a brand: a route with {product} has one for each card type the brand issues and the
 * route is for (/track-asic and /track-msic), any other route its one path. A route for other brands has none.
 */
export function routePaths(route: Pick<RouteDef, 'path' | 'brands' | 'cardTypes'>, brand: Pick<Brand, 'product' | 'cardTypes' | 'defaultCardType'> & { code?: string }): RoutePathOf[] {
  if (route.brands && !(brand.code !== undefined && route.brands.includes(brand.code))) return [];
  const types = [brand.defaultCardType, ...brand.cardTypes.filter((t) => t !== brand.defaultCardType)]
    .filter((t) => !route.cardTypes || route.cardTypes.includes(t));
  if (types.length === 0) return [];
  if (!route.path.includes('{product}')) return [{ path: route.path }];
  const seen = new Set<string>();
  return types.flatMap((cardType) => {
    const path = routePath(route, cardName(brand, cardType));
    if (seen.has(path)) return [];
    seen.add(path);
    return [{ path, cardType }];
  });
}

/** The route in force with this name, if there is one. */
export function findRoute(id: RouteId, routes: readonly RouteDef[] = routesInForce()): RouteDef | undefined {
  return routes.find((r) => r.id === id);
}

export function routeById(id: RouteId): RouteDef {
  const route = findRoute(id);
  if (!route) throw new Error(`No route named ${id}`);
  return route;
}

/**
 * Fills `:name` parameters of a route into a concrete URL path: the route in force, else the address others link
 * to (routeLinks), for code that runs without a page's routes (the api's emails).
 */
export function buildPath(id: RouteId, product: string, params: Record<string, string | number> = {}): string {
  const path = findRoute(id)?.path ?? routeLinks[id];
  if (path === undefined) throw new Error(`No route named ${id}`);
  return routePath({ path }, product)
    .replace(/\/\*$/, '')
    .replace(/\/:(\w+)\??/g, (_, name: string) => (params[name] === undefined ? '' : `/${encodeURIComponent(params[name])}`));
}
