import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createApiEventBus, createHttpClient, createMemoryStorage, createTokenStore, createApiClient } from '@cards/shared/api';
import { getBrand, type BrandCode } from '@cards/shared/brand';
import { createRootStore, StoreProvider } from '@cards/shared/stores';
import { ShellContext, type ShellServices } from '../src/context.ts';
import { appRoutes } from '../src/routing/routes.tsx';

/** Renders the shell's routes at a path, with the real stores and a stubbed network. */
export function renderShell(path: string, options: { brand?: BrandCode; signedIn?: boolean } = {}) {
  const brand = getBrand(options.brand ?? 'default');
  const events = createApiEventBus();
  const storage = createMemoryStorage();
  const tokenStore = createTokenStore({ events, storage, crossTabSource: null });
  if (options.signedIn) {
    const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
    tokenStore.setToken(`x.${payload}.y`);
  }
  const requests: string[] = [];
  const http = createHttpClient({
    getCompany: () => brand.code,
    getWebsiteType: () => 'asic',
    tokenStore,
    events,
    origin: 'http://localhost',
    adapter: async (config) => {
      requests.push(`${config.method?.toUpperCase()} ${config.url}${config.params ? `?${new URLSearchParams(config.params)}` : ''}`);
      return { data: {}, status: 404, statusText: 'Not Found', headers: {}, config };
    },
  });
  const api = createApiClient(http);
  const store = createRootStore({ http, api, tokenStore, events }, { brand: brand.code, cardType: 'asic' });
  const services: ShellServices = { brand, cardType: 'asic', http, api, tokenStore, sessionTimeoutMinutes: 30 };
  const router = createMemoryRouter(appRoutes(brand), { initialEntries: [path] });
  const view = render(
    <StoreProvider value={store}>
      <ShellContext.Provider value={services}>
        <RouterProvider router={router} />
      </ShellContext.Provider>
    </StoreProvider>,
  );
  return { ...view, router, store, requests, tokenStore };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
export { vi };
