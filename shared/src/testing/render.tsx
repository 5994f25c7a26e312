import { render } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createApiClient, createApiEventBus, createHttpClient, createMemoryStorage, createTokenStore } from '@cards/shared/api';
import type { DraftApi } from '@cards/shared/api';
import { getBrand, type BrandCode, type CardType } from '@cards/shared/brand';
import { createRootStore, StoreProvider } from '@cards/shared/stores';
import { fakeAdapter, fakeJwt, type FakeReply } from './fake-adapter.ts';

export interface RenderOptions {
  /** The address the page opens at. */
  path: string;
  brand?: BrandCode;
  cardType?: CardType;
  signedIn?: boolean;
  /**
   * The network: answers by path (`/api/state/list`) or by method and path (`PUT /api/form/1`); a function gets
   * the request. Anything not answered is a 404, as from the server.
   */
  answers?: Record<string, unknown> | ((config: InternalAxiosRequestConfig) => FakeReply | undefined);
  /** Draft calls, when the page under test makes them (see fakeDraftApi). */
  drafts?: DraftApi;
}

/**
 * Renders routes with the real stores, HTTP client and router, and a stubbed network: the one way a test in any
 * package renders a page. Returns the store, the router and the requests the page made ('GET /api/state/list').
 */
export function renderWithStores(routes: RouteObject[], options: RenderOptions) {
  const brand = getBrand(options.brand ?? 'default');
  const events = createApiEventBus();
  const tokenStore = createTokenStore({ events, storage: createMemoryStorage(), crossTabSource: null });
  if (options.signedIn) tokenStore.setToken(fakeJwt(Math.floor(Date.now() / 1000) + 3600));
  const requests: string[] = [];
  const answers = options.answers ?? {};
  const fake = fakeAdapter((config) => {
    const query = config.params ? `?${new URLSearchParams(config.params as Record<string, string>)}` : '';
    const method = config.method?.toUpperCase() ?? 'GET';
    requests.push(`${method} ${config.url}${query}`);
    if (typeof answers === 'function') return answers(config) ?? { status: 404, data: {} };
    const key = [`${method} ${config.url}`, config.url ?? ''].find((k) => Object.hasOwn(answers, k));
    return key === undefined ? { status: 404, data: {} } : { data: answers[key] };
  });
  const http = createHttpClient({
    getCompany: () => brand.code,
    getWebsiteType: () => options.cardType ?? brand.defaultCardType,
    tokenStore,
    events,
    origin: 'http://localhost',
    adapter: fake.adapter,
  });
  const store = createRootStore(
    { http, api: createApiClient(http), tokenStore, events, ...(options.drafts ? { drafts: options.drafts } : {}) },
    { brand: brand.code, cardType: options.cardType ?? brand.defaultCardType },
  );
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  const view = render(
    <StoreProvider value={store}>
      <RouterProvider router={router} />
    </StoreProvider>,
  );
  return { ...view, store, router, requests, tokenStore };
}
