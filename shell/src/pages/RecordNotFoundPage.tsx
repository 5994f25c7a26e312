import { Link } from 'react-router';
import { buildPath } from '@cards/shared/brand';
import { Page, useBrand, useJourneyCardName } from '@cards/shared/ui';

/** SPEC §2 record-not-found: an application link that does not lead to an application. */
export function RecordNotFoundPage() {
  const brand = useBrand();
  const card = useJourneyCardName();
  return (
    <Page title="We could not find that application">
      <p>
        The link you followed does not match an application we hold. It may have been copied only in part, or the
        application may have been withdrawn.
      </p>
      <ul>
        <li>Check that you used the whole link from your email.</li>
        <li>
          If you have already submitted your application, <Link to={buildPath('track', card)}>track it
          here</Link>.
        </li>
        <li>
          <Link to={buildPath('new-form', brand.product)}>Start a new application</Link>.
        </li>
        <li>
          <Link to={buildPath('contact-us', brand.product)}>Contact us</Link> or call {brand.contact.phone} if you
          need help.
        </li>
      </ul>
    </Page>
  );
}
