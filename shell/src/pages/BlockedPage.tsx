import { Link } from 'react-router';
import { buildPath, productText } from '@cards/shared/brand';
import { Page, useBrand } from '@cards/shared/ui';

/** SPEC §1: the postal partner's pages for applying are open by invitation only. */
export function BlockedPage() {
  const brand = useBrand();
  return (
    <Page title="Applying needs an invitation">
      <p>{productText('Applying for an {product} through the Post Office is by invitation only.', brand)}</p>
      <p>
        If you have been invited, check your email for the message with the link to your application. The link
        takes you straight to your form.
      </p>
      <p>
        Already applied? <Link to={buildPath('track', brand.product)}>Track your application</Link>.
      </p>
    </Page>
  );
}
