import { useEffect, useLayoutEffect, useSyncExternalStore, type ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import {
  cardName, guardRedirect, pageTitle, prerenderModeOf, productText, routeById, type AppRoute, type CardType, type RouteDef,
} from '@cards/shared/brand';
import { AddressCardTypeProvider, LoadingIndicator, useBrand, useHydrated, useJourneyCardType, useSite } from '@cards/shared/ui';
import { staffRobots } from '@cards/shared/staff';
import { RemoteOutlet } from '../remotes/RemoteOutlet.tsx';
import { shellPages } from '../pages/index.ts';
import { useShellConfig } from '../config.ts';

/** Fills `:name` parameters of a redirect target from the current route's parameters. */
export function fillParams(target: string, params: Record<string, string | undefined>): string {
  return target.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The page's robots meta: these words, or none (the server writes it into a staff page; a page reached after it drops it). */
function setRobots(content: string | null) {
  let meta = document.querySelector('meta[name="robots"]');
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'robots');
    document.head.append(meta);
  }
  meta.setAttribute('content', content);
}

/**
 * The route's title and description, and for the staff console's pages that they are not to be indexed. A layout effect: it runs before any page's own effect in the same commit,
 * so a page that names itself more exactly (useDocumentTitle: a form step, 'Error: …') keeps its title.
 */
function useDocumentMeta(route: RouteDef, cardType: CardType | undefined) {
  const brand = useBrand();
  useLayoutEffect(() => {
    document.title = pageTitle(route, brand, cardType);
    const description = document.querySelector('meta[name="description"]');
    if (description && route.description) description.setAttribute('content', productText(route.description, { product: cardName(brand, cardType) }));
    setRobots(route.layout === 'staff' ? staffRobots : null);
  }, [route, brand, cardType]);
}

/**
 * An address that names a card (/track-msic) makes it the card of the visit, so the pages that follow
 * (the status page, the footer's links) keep to it.
 */
function useAddressCardType(cardType: CardType | undefined) {
  const { cardType: choice } = useSite();
  useEffect(() => {
    if (cardType) choice.set(cardType);
  }, [cardType, choice]);
}

const notFoundRoute = routeById('not-found') as AppRoute;

const signedOut = () => false;
const noChanges = () => () => {};

/** SPEC §4 'is someone signed in': a stored token that has not expired; the page renders again when that changes. */
function useAuthenticated(): boolean {
  const { tokenStore } = useSite().services;
  const read = tokenStore ? tokenStore.isAuthenticated : signedOut;
  return useSyncExternalStore(tokenStore ? tokenStore.subscribe : noChanges, read, read);
}

/**
 * One entry of the route table: redirects and guards first, then the shell's page or the owning remote's. At an
 * address the server answered 404 (an unknown article) it is the not-found page, which reports the miss.
 */
export function RouteView({ route: matched, cardType }: { route: AppRoute; cardType?: CardType }) {
  return (
    <AddressCardTypeProvider cardType={cardType}>
      <RoutePage route={matched} cardType={cardType} />
    </AddressCardTypeProvider>
  );
}

function RoutePage({ route: matched, cardType }: { route: AppRoute; cardType?: CardType }) {
  const notFoundPath = useShellConfig()?.notFoundPath;
  const { pathname } = useLocation();
  const route = notFoundPath !== undefined && pathname === notFoundPath ? notFoundRoute : matched;
  const brand = useBrand();
  const params = useParams();
  const authenticated = useAuthenticated();
  const hydrated = useHydrated();
  const journeyCard = useJourneyCardType();
  // Not for the not-found page shown in the matched page's place.
  const addressCard = route === matched ? cardType : undefined;
  useAddressCardType(addressCard);
  useDocumentMeta(route, addressCard);

  if (route.redirectTo) return <Navigate to={fillParams(route.redirectTo, params)} replace />;
  // A page pre-rendered as its frame is the page loading, on the server and while the browser hydrates
  // it; who is signed in, and so where a guard sends them, is known to the browser alone.
  if (!hydrated && prerenderModeOf(route) === 'frame') return <LoadingIndicator />;
  const redirect = guardRedirect(route, brand, { authenticated, cardType: journeyCard });
  if (redirect) return <Navigate to={redirect} replace />;

  if (route.owner === 'shell') {
    const ShellPage: ComponentType | undefined = shellPages[route.id as keyof typeof shellPages];
    if (!ShellPage) throw new Error(`The shell has no page for ${route.id}`);
    return <ShellPage />;
  }
  return <RemoteOutlet remote={route.owner} routeId={route.id} />;
}
