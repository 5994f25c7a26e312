import { lazy } from 'react';
import type { RemotePages } from '@cards/shared/ui';
import { staticPage } from './static/StaticPage.tsx';
import './content.css';

// Pages of this remote by SPEC §2 route name, each loaded on demand with its own content.
const pages: RemotePages<'mf_content'> = {
  'home': lazy(() => import(/* webpackChunkName: "route-home" */ './home/HomePage.tsx')),
  'apply': lazy(() => import(/* webpackChunkName: "route-apply" */ './apply/ApplyPage.tsx')),
  'forms': lazy(() => import(/* webpackChunkName: "route-forms" */ './forms/FormsPage.tsx')),
  'faq': lazy(() => import(/* webpackChunkName: "route-faq" */ './faq/FaqPage.tsx')),
  'faq-with-url': lazy(() => import(/* webpackChunkName: "route-faq-with-url" */ './faq/QuestionPage.tsx')),
  'contact-us': lazy(() => import(/* webpackChunkName: "route-contact-us" */ './contact/ContactPage.tsx')),
  'company-accounts': staticPage(() => import(/* webpackChunkName: "route-company-accounts" */ './content/pages/company-accounts.md')),
  'airports': staticPage(() => import(/* webpackChunkName: "route-airports" */ './content/pages/airports.md'), 'airports-page'),
  'obligations': staticPage(() => import(/* webpackChunkName: "route-obligations" */ './content/pages/obligations.md')),
  'privacy': staticPage(() => import(/* webpackChunkName: "route-privacy" */ './content/pages/privacy.md')),
  'replace': lazy(() => import(/* webpackChunkName: "route-replace" */ './static/ReplacePage.tsx')),
  'white-card': staticPage(() => import(/* webpackChunkName: "route-white-card" */ './content/pages/white-card.md')),
  'terms': staticPage(() => import(/* webpackChunkName: "route-terms" */ './content/pages/terms.md')),
  'security-identification-cards': staticPage(() => import(/* webpackChunkName: "route-security-identification-cards" */ './content/pages/security-identification-cards.md')),
  'card-holder-duties': lazy(() => import(/* webpackChunkName: "route-card-holder-duties" */ './duties/DutiesPage.tsx')),
  'card-holder-duty': lazy(() => import(/* webpackChunkName: "route-card-holder-duty" */ './duties/DutyPage.tsx')),
  'accessibility': staticPage(() => import(/* webpackChunkName: "route-accessibility" */ './content/pages/accessibility.md')),
  'media': lazy(() => import(/* webpackChunkName: "route-media" */ './media/MediaPage.tsx')),
  'media-article': lazy(() => import(/* webpackChunkName: "route-media-article" */ './media/ArticlePage.tsx')),
};

export default pages;
