import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useBrand, useRootStore } from '@cards/shared/stores';
import { Page, useHydrated } from '@cards/shared/ui';
import { ContentBody } from '../components/ContentBody.tsx';
import { usePageMeta, useReader } from '../components/use-reader.ts';
import { pageAttributes } from '../content/attributes.ts';
import { fillText } from '../content/placeholders.ts';
import contactContent from '../content/pages/contact-us.md';
import { ContactForm } from './ContactForm.tsx';
import { directionsUrl } from './office.ts';

// Leaflet touches `window` when it loads: it comes in only in the browser, after the page, and only with tiles.
const OfficeMap = lazy(() => import('./OfficeMap.tsx'));

/** SPEC §2 contact-us: how to reach the office, the enquiry forms, and a map centred on the Perth office. */
function ContactPage() {
  const brand = useBrand();
  const { session } = useRootStore();
  const { values } = useReader();
  const { title, description } = pageAttributes(contactContent);
  usePageMeta({ description });
  // The map's tiles are the deployment's setting, which a page pre-rendered at publish time does not know: the map
  // is the browser's alone, after hydration. Its slot is in the page from the start, sized by the page's
  // style when the deployment has a map, so nothing moves when it comes.
  const tiles = useHydrated() ? session.mapTiles : null;
  return (
    <Page title={fillText(title, values)} className="content-page contact-page">
      <ContentBody document={contactContent} />
      <section aria-labelledby="contact-office" className="contact-page__office">
        <h2 id="contact-office">Our office</h2>
        <address>
          <p>{brand.contact.office}</p>
          <p>
            Phone: <a href={`tel:${brand.contact.phone.replace(/\s/g, '')}`}>{brand.contact.phone}</a>
            <br />
            Email: <a href={`mailto:${brand.contact.email}`}>{brand.contact.email}</a>
          </p>
        </address>
        <p>
          <a href={directionsUrl(brand.contact)} rel="noopener noreferrer" target="_blank">
            Get directions to our office<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
        {/* Sized from the first paint when the deployment has tiles (the page's style says so). */}
        <div className="office-map-slot">
          {tiles && (
            <Suspense fallback={null}>
              <OfficeMap tiles={tiles} office={brand.contact} />
            </Suspense>
          )}
        </div>
      </section>
      <ContactForm />
    </Page>
  );
}

export default observer(ContactPage);
