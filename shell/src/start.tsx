import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import {
  createApiClient,
  createApiEventBus,
  createHttpClient,
  createTokenStore,
  setStoredFormKey,
} from '@cards/shared/api';
import { createCardTypeChoice, createStoreSlot, setRenderDate, type Site } from '@cards/shared/ui';
import { AppRoutes } from './routing/routes.tsx';
import { startRemotes } from './remotes/manifest.ts';
import { resolveSite, saveFormKeyFromQuery } from './site.ts';
import { readPrerender, readShellConfig } from './config.ts';
import { PageTree } from './page-tree.tsx';
import { readPageData } from './page-data.ts';
import { yieldToPage } from './yield.ts';
import { evaluatePageLibraries } from './page-libraries.ts';
import { registerPageRoutes } from './page-routes.ts';

// The routes load beside the scripts; the page renders once they are registered.
const routesRegistered = registerPageRoutes(document);
const site = resolveSite(window);
saveFormKeyFromQuery(window, (key) => setStoredFormKey(key));
const config = readShellConfig(window);
const events = createApiEventBus();
const tokenStore = createTokenStore({ events });
const cardType = createCardTypeChoice(site.cardType);
// The router's navigate, once the routes are rendered; until then a 401 falls back to a page load of '/'.
let navigate: (path: string) => void = (path) => window.location.assign(path);
const http = createHttpClient({
  getCompany: () => site.brand.code,
  getWebsiteType: () => cardType.get(),
  tokenStore,
  events,
  navigate: (path) => navigate(path),
  // The reads the page's first render makes, answered in the page by the api.
  pageAnswers: readPageData(document),
});
const api = createApiClient(http);
api.installGlobalErrorReporting(window);
// The visit and the page's one container of services. The root store is made from it by the first page that uses
// the stores (useRootStore), which load with that page (a content page starts without them).
const visit: Site = { brand: site.brand, cardType, services: { api, http, tokenStore, events }, idle: config.idle, map: config.map, store: createStoreSlot() };

await yieldToPage();

void startRemotes(site.brand.code).catch(() => {
  // Each remote page shows its own error with a retry; nothing else depends on this.
});
// In tasks of their own beside the page's start, not before it: a frame shows its page only once it renders.
void evaluatePageLibraries(document, visit);

const takeNavigate = (routerNavigate: (path: string) => void) => {
  navigate = routerNavigate;
};

const page = (
  <PageTree site={visit} config={config}>
    <BrowserRouter>
      <AppRoutes brand={site.brand} onNavigate={takeNavigate} />
    </BrowserRouter>
  </PageTree>
);
const root = document.getElementById('root')!;
// A page the server pre-rendered is hydrated (it shows and reads from the start); any other is rendered.
const prerendered = readPrerender(document);
await routesRegistered;
if (prerendered) {
  setRenderDate(prerendered.date);
  // As a transition, hydration is done in short slices (the page answers input between them) instead of one long
  // task; an event on a part not yet hydrated makes React finish hydrating it first.
  startTransition(() => {
    hydrateRoot(root, page, {
      // A mismatch costs a render in the browser, not the page: it is reported, as any client error is.
      onRecoverableError: (error) => {
        console.error(error);
        void api.reportClientError(error);
      },
    });
  });
} else {
  createRoot(root).render(page);
}
