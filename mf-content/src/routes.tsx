import type { RemotePages } from '@cards/shared/ui';
import { RoutePlaceholder } from '@cards/shared/ui';

// Pages of this remote by SPEC §2 route name. Each shows its heading and parameters until its issue builds it.
const pages: RemotePages<'mf_content'> = {
  'home': () => <RoutePlaceholder routeId="home" />,
  'apply': () => <RoutePlaceholder routeId="apply" />,
  'forms': () => <RoutePlaceholder routeId="forms" />,
  'faq': () => <RoutePlaceholder routeId="faq" />,
  'faq-with-url': () => <RoutePlaceholder routeId="faq-with-url" />,
  'contact-us': () => <RoutePlaceholder routeId="contact-us" />,
  'company-accounts': () => <RoutePlaceholder routeId="company-accounts" />,
  'airports': () => <RoutePlaceholder routeId="airports" />,
  'obligations': () => <RoutePlaceholder routeId="obligations" />,
  'privacy': () => <RoutePlaceholder routeId="privacy" />,
  'replace': () => <RoutePlaceholder routeId="replace" />,
  'white-card': () => <RoutePlaceholder routeId="white-card" />,
  'terms': () => <RoutePlaceholder routeId="terms" />,
  'security-identification-cards': () => <RoutePlaceholder routeId="security-identification-cards" />,
  'media': () => <RoutePlaceholder routeId="media" />,
  'media-article': () => <RoutePlaceholder routeId="media-article" />,
};

export default pages;
