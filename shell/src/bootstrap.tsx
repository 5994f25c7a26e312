import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import {
  createApiClient,
  createApiEventBus,
  createHttpClient,
  createTokenStore,
  setStoredFormKey,
} from '@cards/shared/api';
import { createRootStore, StoreProvider } from '@cards/shared/stores';
import { IdleManager } from './idle/index.ts';
import { appRoutes } from './routing/routes.tsx';
import { startRemotes } from './remotes/manifest.ts';
import { resolveSite, saveFormKeyFromQuery } from './site.ts';
import { readShellConfig } from './config.ts';

const site = resolveSite(window);
saveFormKeyFromQuery(window, (key) => setStoredFormKey(key));
const config = readShellConfig(window);
const events = createApiEventBus();
const tokenStore = createTokenStore({ events });
// The router is made below; until then a 401 falls back to a page load of '/'.
let navigate: (path: string) => void = (path) => window.location.assign(path);
const http = createHttpClient({
  getCompany: () => site.brand.code,
  getWebsiteType: () => store.session.cardType,
  tokenStore,
  events,
  navigate: (path) => navigate(path),
});
const api = createApiClient(http);
api.installGlobalErrorReporting(window);
// The page's one container of services; pages reach them only through the stores' actions.
const store = createRootStore({ api, http, tokenStore, events }, { brand: site.brand, cardType: site.cardType, idle: config.idle, map: config.map });

void startRemotes(site.brand.code).catch(() => {
  // Each remote page shows its own error with a retry; nothing else depends on this.
});

const router = createBrowserRouter(appRoutes(site.brand));
navigate = (path) => void router.navigate(path);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider value={store}>
      <IdleManager config={config.idle} navigate={(path) => navigate(path)} />
      <RouterProvider router={router} />
    </StoreProvider>
  </StrictMode>,
);
