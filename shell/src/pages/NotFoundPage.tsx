import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buildPath } from '@cards/shared/brand';
import { Page, useBrand, useJourneyCardName, useSite } from '@cards/shared/ui';

/** SPEC §2 page-404: shown at /404 and for any unknown path, which is reported to the server. */
export function NotFoundPage() {
  const { api } = useSite().services;
  const brand = useBrand();
  const card = useJourneyCardName();
  const location = useLocation();
  useEffect(() => {
    // At /404 itself there is nothing new to report; elsewhere the missed address is what the server wants.
    if (location.pathname !== buildPath('page-404', brand.product)) void api.reportMissedUri(window.location.href);
  }, [api, brand, location.pathname]);
  return (
    <Page title="Page not found">
      <p>We could not find the page you asked for. If you typed the address, check that it is correct.</p>
      <p>You can:</p>
      <ul>
        <li>
          <Link to={buildPath('home', brand.product)}>go to the home page</Link>
        </li>
        <li>
          <Link to={buildPath('track', card)}>track an application</Link>
        </li>
        <li>
          <Link to={buildPath('contact-us', brand.product)}>contact us</Link> if you need help
        </li>
      </ul>
    </Page>
  );
}
