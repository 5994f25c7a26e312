import { lazy } from 'react';
import type { RemotePages } from '@cards/shared/ui';
import { staticPage } from './static/StaticPage.tsx';
import './content.css';

// Pages of this remote by SPEC §2 route name, each loaded on demand with its own content.
const pages: RemotePages<'mf_content'> = {
  'home': lazy(() => import('./home/HomePage.tsx')),
  'apply': lazy(() => import('./apply/ApplyPage.tsx')),
  'forms': lazy(() => import('./forms/FormsPage.tsx')),
  'faq': lazy(() => import('./faq/FaqPage.tsx')),
  'faq-with-url': lazy(() => import('./faq/QuestionPage.tsx')),
  'contact-us': lazy(() => import('./contact/ContactPage.tsx')),
  'company-accounts': staticPage(() => import('./content/pages/company-accounts.md')),
  'airports': staticPage(() => import('./content/pages/airports.md'), 'airports-page'),
  'obligations': staticPage(() => import('./content/pages/obligations.md')),
  'privacy': staticPage(() => import('./content/pages/privacy.md')),
  'replace': lazy(() => import('./static/ReplacePage.tsx')),
  'white-card': staticPage(() => import('./content/pages/white-card.md')),
  'terms': staticPage(() => import('./content/pages/terms.md')),
  'security-identification-cards': staticPage(() => import('./content/pages/security-identification-cards.md')),
  'card-holder-duties': lazy(() => import('./duties/DutiesPage.tsx')),
  'card-holder-duty': lazy(() => import('./duties/DutyPage.tsx')),
  'accessibility': staticPage(() => import('./content/pages/accessibility.md')),
  'media': lazy(() => import('./media/MediaPage.tsx')),
  'media-article': lazy(() => import('./media/ArticlePage.tsx')),
};

export default pages;
