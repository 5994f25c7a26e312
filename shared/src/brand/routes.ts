import type { RemoteName } from './remotes.ts';
import type { Brand, CardType } from './types.ts';

// The route table of SPEC §2 as data. The shell builds its router from it; the server and tests read titles
// from it. Paths use {product} for the brand's card name, lower-cased in URLs (/track-asic).

/** SPEC §2 layout types. */
export type LayoutType = 'home' | 'individual' | 'airports' | 'form' | 'landing' | 'opneed' | 'induction';

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

/** Keeps each route's literal id and owner, so RouteId and each remote's page map are checked by the compiler. */
const defineRoutes = <const T extends readonly RouteDef[]>(routes: T): T => routes;

export const routeTable = defineRoutes([
  { id: 'home', path: '/', owner: 'mf_content', title: 'Apply for your {product} or MSIC online',
    description: 'Apply for, renew, track and activate your {product} or MSIC online.', layout: 'home',
    blockedWhenInvitationOnly: true,
    prerender: 'page' },
  { id: 'apply', path: '/apply', owner: 'mf_content', title: 'Apply for an {product} or MSIC',
    description: 'What you need before you apply for an {product} or MSIC, and how long it takes.', layout: 'landing',
    blockedWhenInvitationOnly: true, homeWhenApplyGoesHome: true,
    prerender: 'page' },
  { id: 'new-form-start', path: '/apply/form', owner: 'shell', title: 'Application form', description: '',
    layout: 'form', redirectTo: '/apply/form/step1' },
  { id: 'new-form', path: '/apply/form/step1', owner: 'mf_application', title: 'Application form',
    description: 'Start your {product} or MSIC application.', layout: 'form', idleTimeout: true, blockedWhenInvitationOnly: true,
    prerender: 'page' },
  // Not blocked for the postal partner: an invited person comes in by the form route (SPEC §2 blocks only home,
  // apply, new-form and renew).
  { id: 'form', path: '/apply/form/:id/*', owner: 'mf_application', title: 'Your application',
    description: 'Continue your {product} or MSIC application.', layout: 'form', idleTimeout: true },
  { id: 'operational-need-form', path: '/operational-need-form/:id/:refId', owner: 'mf_opneed_signature',
    title: 'Statement of operational need', description: 'Confirm and sign the operational need of an applicant.',
    layout: 'opneed' },
  { id: 'track', path: '/track-{product}', owner: 'mf_track_status', title: 'Track your application',
    description: 'Check the progress of your {product} application.', layout: 'individual',
    prerender: 'page' },
  { id: 'forms', path: '/forms', owner: 'mf_content', title: 'Forms',
    description: 'Forms you may need for your {product} or MSIC.', layout: 'individual',
    prerender: 'page' },
  { id: 'faq', path: '/faq/:questionurl?', owner: 'mf_content', title: 'Frequently asked questions',
    description: 'Answers to common questions about {product} and MSIC cards.', layout: 'individual',
    prerender: 'page' },
  { id: 'faq-with-url', path: '/question/:questionurl', owner: 'mf_content', title: 'Question',
    description: 'An answer to a common question about {product} and MSIC cards.', layout: 'individual',
    scroll: 'animate',
    prerender: 'page' },
  { id: 'renew', path: '/renew', owner: 'mf_application', title: 'Renew your card',
    description: 'Renew your {product} or MSIC before it expires.', layout: 'landing', idleTimeout: true, blockedWhenInvitationOnly: true },
  { id: 'activate', path: '/activate', owner: 'mf_track_status', title: 'Activate your {product}',
    description: 'Activate your new {product} or MSIC.', layout: 'individual' },
  { id: 'induction', path: '/induction/:inductionID', owner: 'mf_induction', title: 'Security induction',
    description: 'Complete your airport security induction.', layout: 'induction', idleTimeout: true },
  { id: 'induction-complete', path: '/induction/:inductionID/complete', owner: 'mf_induction', title: 'Induction complete',
    description: 'Your security induction is complete: download your certificate.', layout: 'induction' },
  { id: 'induction-certificate', path: '/induction-certificate/:code', owner: 'mf_induction', title: 'Check an induction certificate',
    description: 'Check that a security induction certificate is genuine.', layout: 'individual' },
  { id: 'induction-enrolment', path: '/induction-enrolment', owner: 'mf_induction', title: 'Induction enrolment',
    description: 'Enrol in an airport security induction with a card you already hold.', layout: 'induction' },
  { id: 'induction-status-incomplete', path: '/induction-status/:id?', owner: 'shell', title: 'Induction status',
    description: '', layout: 'induction', redirectTo: '/404' },
  { id: 'induction-status', path: '/induction-status/:id/:randomId', owner: 'mf_induction', title: 'Induction status',
    description: 'Your induction progress for a card issued outside this service.', layout: 'induction' },
  { id: 'contact-us', path: '/contact-us', owner: 'mf_content', title: 'Contact us',
    description: 'Send us a company or general enquiry.', layout: 'individual',
    prerender: 'page' },
  { id: 'company-accounts', path: '/company-accounts', owner: 'mf_content', title: 'Company accounts',
    description: 'Manage cards for your staff with a company account.', layout: 'landing',
    prerender: 'page' },
  { id: 'airports', path: '/airports', owner: 'mf_content', title: 'For airport operators',
    description: 'Card services for airports.', layout: 'airports',
    prerender: 'page' },
  { id: 'obligations', path: '/obligations-for-{product}-holders', owner: 'mf_content', title: 'Obligations of {product} holders',
    description: 'What you must do while you hold an {product}: reporting, returning and renewing your card.', layout: 'individual',
    prerender: 'page' },
  { id: 'privacy', path: '/privacy', owner: 'mf_content', title: 'Privacy policy',
    description: 'How we collect, use and protect your personal information.', layout: 'individual',
    prerender: 'page' },
  { id: 'replace', path: '/replace', owner: 'mf_content', title: 'Replace your card',
    description: 'Replace a card after a change of name, or when it is lost, damaged or stolen.', layout: 'individual',
    prerender: 'page' },
  { id: 'white-card', path: '/white-{product}', owner: 'mf_content', title: 'White {product}',
    description: 'The white {product} for people who do not need unescorted access to secure areas.', layout: 'individual',
    prerender: 'page' },
  { id: 'terms', path: '/terms-and-conditions', owner: 'mf_content', title: 'Terms and conditions',
    description: 'The terms that apply when you use this service.', layout: 'individual',
    prerender: 'page' },
  { id: 'security-identification-cards', path: '/security-identification-cards', owner: 'mf_content',
    title: 'Security identification cards', description: 'What {product} and MSIC cards are, who needs one and how to get one.',
    layout: 'individual',
    prerender: 'page' },
  // Beyond SPEC §2: the card holder's duties, each with its deadline and a report form, and the
  // accessibility statement.
  { id: 'card-holder-duties', path: '/card-holder-duties', owner: 'mf_content', title: 'Your duties as a card holder',
    description: 'Report a lost, stolen or damaged card, a new name or address, or return a card you no longer need.',
    layout: 'individual',
    prerender: 'page' },
  { id: 'card-holder-duty', path: '/card-holder-duties/:duty', owner: 'mf_content', title: 'Your duties as a card holder',
    description: 'What the law asks of a card holder, by when, and a form to tell us.', layout: 'individual',
    prerender: 'page' },
  { id: 'accessibility', path: '/accessibility', owner: 'mf_content', title: 'Accessibility',
    description: 'How accessible this service is, and how to ask for information in another format.', layout: 'individual',
    prerender: 'page' },
  { id: 'media', path: '/media', owner: 'mf_content', title: 'Media',
    description: 'News about {product} and MSIC cards.', layout: 'individual',
    prerender: 'page' },
  { id: 'media-article', path: '/media/:slug', owner: 'mf_content', title: 'Media',
    description: 'News about {product} and MSIC cards.', layout: 'individual',
    prerender: 'page' },
  { id: 'status-old', path: '/status/:peopleId/:id', owner: 'shell', title: 'Application status', description: '',
    layout: 'individual', redirectTo: '/status/:peopleId' },
  { id: 'status', path: '/status/:peopleId', owner: 'mf_track_status', title: 'Application status',
    description: 'The progress of your application and your documents.', layout: 'individual', idleTimeout: true, requiresLogin: true },
  // SPEC §2: paying online is one of the pages with the form layout.
  { id: 'payment', path: '/pay/:peopleId', owner: 'mf_track_status', title: 'Pay for your application',
    description: 'Pay your application fee by card.', layout: 'form', requiresLogin: true },
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
]);

type RouteEntry = (typeof routeTable)[number];
/** The SPEC §2 route names. */
export type RouteId = RouteEntry['id'];
/** An entry of the route table, with a route name for an id. */
export type AppRoute = Omit<RouteDef, 'id'> & { id: RouteId };
/** The pages an owner renders (pure redirects have none): its page map must have exactly these. */
export type RouteIdOf<Owner extends RemoteName | 'shell'> = Exclude<Extract<RouteEntry, { owner: Owner }>, { redirectTo: string }>['id'];

/** How a route's page is pre-rendered at publish time: the page itself, its frame, or not at all. */
export function prerenderModeOf(route: Pick<RouteDef, 'owner' | 'redirectTo' | 'prerender'>): 'page' | 'frame' | undefined {
  if (route.owner === 'shell' || route.redirectTo) return undefined;
  return route.prerender ?? 'frame';
}

/** The route ids each owner renders, for checks that a page map has them all. */
export function routeIdsOf(owner: RemoteName | 'shell'): RouteId[] {
  return routeTable.filter((r: RouteDef) => r.owner === owner && !r.redirectTo).map((r) => r.id as RouteId);
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
 * Every address of a route for a brand: a route with {product} has one for each card type the brand
 * issues (/track-asic and /track-msic), any other route its one path.
 */
export function routePaths(route: Pick<RouteDef, 'path'>, brand: Pick<Brand, 'product' | 'cardTypes' | 'defaultCardType'>): RoutePathOf[] {
  if (!route.path.includes('{product}')) return [{ path: route.path }];
  const types = [brand.defaultCardType, ...brand.cardTypes.filter((t) => t !== brand.defaultCardType)];
  const seen = new Set<string>();
  return types.flatMap((cardType) => {
    const path = routePath(route, cardName(brand, cardType));
    if (seen.has(path)) return [];
    seen.add(path);
    return [{ path, cardType }];
  });
}

export function routeById(id: RouteId): RouteDef {
  const route: RouteDef | undefined = routeTable.find((r) => r.id === id);
  if (!route) throw new Error(`No route named ${id}`);
  return route;
}

/** Fills `:name` parameters of a route into a concrete URL path. */
export function buildPath(id: RouteId, product: string, params: Record<string, string | number> = {}): string {
  return routePath(routeById(id), product)
    .replace(/\/\*$/, '')
    .replace(/\/:(\w+)\??/g, (_, name: string) => (params[name] === undefined ? '' : `/${encodeURIComponent(params[name])}`));
}
