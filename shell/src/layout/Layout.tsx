import { Suspense } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { buildPath, cardName, findRoute, guardRedirect, productText, routePaths, type RouteDef, type RouteId } from '@cards/shared/brand';
import { Banner } from './Banner.tsx';
import { MainNav } from './MainNav.tsx';
import { IdleManager } from '../idle/index.ts';
import { useShellConfig } from '../config.ts';
import { ScrollManager } from './ScrollManager.tsx';
import { StaffFrame } from './StaffFrame.tsx';
import { useCurrentRouteMatch } from '../routing/current-route.ts';
import { AddressCardTypeProvider, LoadingIndicator, useBrand, useJourneyCardType, useToday } from '@cards/shared/ui';

const navigation: Array<[id: RouteId, label: string]> = [
  ['home', 'Home'],
  ['apply', 'Apply'],
  ['renew', 'Renew'],
  ['track', 'Track'],
  ['activate', 'Activate'],
  ['faq', 'FAQ'],
  ['contact-us', 'Contact us'],
];
const footerLinks: RouteId[] = [
  'security-identification-cards', 'white-card', 'obligations', 'card-holder-duties', 'replace', 'forms', 'faq', 'media',
  'airports', 'company-accounts', 'privacy', 'terms', 'accessibility', 'contact-us',
];

/**
 * The footer's year: the pre-rendered page's while it hydrates, today's after (useToday). A component of its own, as
 * React renders a component again synchronously once hydration is done when its useToday changes: in the layout, that
 * was the whole header, navigation and footer, a long task on a phone.
 */
function CurrentYear() {
  return <>{useToday().getFullYear()}</>;
}

/**
 * The page frame of SPEC §2: header, banner, main content, footer with the current year. SPEC §4 'Idle handling': the
 * idle timer runs on the pages whose route names it (idleTimeout: the form, the status page, induction), and on no
 * other (reading the FAQ for half an hour never ends a session).
 */
export function Layout() {
  const match = useCurrentRouteMatch();
  return (
    <AddressCardTypeProvider cardType={match?.cardType}>
      <Frame />
    </AddressCardTypeProvider>
  );
}

function Frame() {
  const route = useCurrentRouteMatch()?.route;
  // The staff console is a frame of its own: none of the public pages' navigation, footer or idle timer.
  if (route?.layout === 'staff') return <StaffFrame route={route} />;
  return <PublicFrame route={route} />;
}

function PublicFrame({ route }: { route: RouteDef | undefined }) {
  const brand = useBrand();
  // The links name the card of the journey (/track-msic, 'Obligations of MSIC holders' on an MSIC's).
  const card = cardName(brand, useJourneyCardType());
  const navigate = useNavigate();
  const config = useShellConfig();
  const layout = route?.layout ?? 'individual';
  // A link only to a page the brand's release has, and that it is not sent away from.
  const visible = (id: RouteId) => {
    const linked = findRoute(id);
    return linked !== undefined && routePaths(linked, brand).length > 0 && !guardRedirect(linked, brand, { authenticated: true });
  };
  const label = (id: RouteId) => productText(findRoute(id)?.title ?? '', { product: card });

  return (
    <>
    {route?.idleTimeout && <IdleManager config={config?.idle} navigate={(path) => void navigate(path)} />}
    <div className={`layout layout--${layout}`}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link className="site-header__logo" to={buildPath('home', brand.product)}>
            <img src={brand.theme.logo} alt={`${brand.theme.logoAlt} home`} width={brand.theme.logoWidth} height={40} />
          </Link>
          {layout !== 'induction' && (
            <nav className="site-nav" aria-label="Main">
              <MainNav items={navigation.filter(([id]) => visible(id)).map(([id, text]) => ({ id, path: buildPath(id, card), label: text }))} />
            </nav>
          )}
        </div>
      </header>
      <Banner text={config?.banner ?? null} />
      <main className="site-main" id="main-content" tabIndex={-1}>
        <ScrollManager route={route} />
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <nav aria-label="Footer">
            <ul>
              {footerLinks.filter(visible).map((id) => (
                <li key={id}>
                  <Link to={buildPath(id, card)}>{label(id)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            © <CurrentYear /> {brand.name}. Phone {brand.contact.phone}.
          </p>
        </div>
      </footer>
    </div>
    </>
  );
}
