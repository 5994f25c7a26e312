import axios from 'axios';
import { getSnapshot } from 'mobx-state-tree';
import { observer } from 'mobx-react-lite';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, createApiEventBus, createMemoryStorage, createTokenStore, type ApiClient } from '@cards/shared/api';
import { fakeAdapter, fakeJwt, type FakeReply } from '@cards/shared/testing';
import { brandCodes, getBrand } from '@cards/shared/brand';
import { createCardTypeChoice, createStoreSlot, PageData, SiteProvider, useBrand, useCardType, useMadeStore, type Site } from '@cards/shared/ui';
import { StoreProvider, useRootStore } from './context.tsx';
import { createRootStore } from './root.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

function setup(reply: (url: string) => FakeReply = () => ({ data: [] })) {
  const fake = fakeAdapter((config) => reply(config.url ?? ''));
  const http = axios.create({ adapter: fake.adapter });
  const events = createApiEventBus();
  const tokenStore = createTokenStore({ storage: createMemoryStorage(), events, crossTabSource: null });
  const store = createRootStore({ http, tokenStore, events }, { brand: { code: 'bne' }, cardType: 'msic' });
  return { fake, http, tokenStore, store };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the session\'s brand', () => {
  it('takes every brand the brand data has, from that one list', () => {
    const store = createRootStore({ http: axios.create() });
    for (const code of brandCodes) {
      store.session.setBrand(code);
      expect(store.session.brand).toBe(code);
    }
  });
});

describe('ARCHITECTURE State: root store', () => {
  it('starts with the brand and card type the shell resolved', () => {
    const { store } = setup();
    expect(store.session.brand).toBe('bne');
    expect(store.session.cardType).toBe('msic');
    expect(store.session.idle).toBe('active');
  });

  it('has a random instance id per created store, not in snapshots', () => {
    const { store } = setup();
    const other = setup().store;
    expect(store.instanceId).toMatch(/\S{8,}/);
    expect(other.instanceId).not.toBe(store.instanceId);
    expect(JSON.stringify(getSnapshot(store))).not.toContain(store.instanceId);
  });

  it('makes the api client from http when none is given', async () => {
    const { store, fake } = setup(() => ({ data: [{ Code: 'AU', Name: 'Australia' }] }));
    await store.lookups.countries.load();
    expect(fake.calls[0].url).toBe('/api/country/list');
  });

  it('shares one store between components through StoreProvider', () => {
    const { store } = setup();
    const Probe = observer(function Probe({ name }: { name: string }) {
      const root = useRootStore();
      return <span data-testid={name}>{`${root.instanceId} ${root.session.idle}`}</span>;
    });
    render(
      <StoreProvider value={store}>
        <Probe name="shell" />
        <Probe name="remote" />
      </StoreProvider>,
    );
    expect(screen.getByTestId('shell').textContent).toBe(`${store.instanceId} active`);
    expect(screen.getByTestId('remote').textContent).toBe(screen.getByTestId('shell').textContent);
    act(() => store.session.setIdleState('warning'));
    expect(screen.getByTestId('remote').textContent).toBe(`${store.instanceId} warning`);
  });

  it('useRootStore without a provider says what is missing', () => {
    const Lonely = () => <>{useRootStore().instanceId}</>;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Lonely />)).toThrow('SiteProvider or StoreProvider');
    vi.mocked(console.error).mockRestore();
  });
});

describe('the root store made from the visit by the first page that uses it', () => {
  function visit() {
    const { http, tokenStore } = setup();
    const site: Site = {
      brand: getBrand('adg'),
      cardType: createCardTypeChoice('asic'),
      services: { http, api: createApiClient(http), tokenStore },
      idle: { idleAfterMs: 1000, timeoutAfterIdleMs: 120_000, warningBeforeTimeoutMs: 30_000 },
      map: null,
      store: createStoreSlot(),
    };
    return site;
  }

  it('reads brand and card type without making the store, and makes one store for every page that asks', () => {
    const site = visit();
    const Reader = () => <span data-testid="reader">{`${useBrand().code} ${useCardType()}`}</span>;
    const Probe = observer(function Probe({ name }: { name: string }) {
      const root = useRootStore();
      return <span data-testid={name}>{`${root.instanceId} ${root.session.brand} ${root.session.cardType}`}</span>;
    });
    const { rerender } = render(
      <SiteProvider value={site}>
        <Reader />
      </SiteProvider>,
    );
    expect(screen.getByTestId('reader').textContent).toBe('adg asic');
    expect(site.store.get()).toBeUndefined();

    rerender(
      <SiteProvider value={site}>
        <Reader />
        <Probe name="form" />
        <Probe name="status" />
      </SiteProvider>,
    );
    const store = site.store.get()!;
    expect(store.session.idleConfig.timeoutAfterIdleMs).toBe(120_000);
    expect(screen.getByTestId('form').textContent).toBe(`${store.instanceId} adg asic`);
    expect(screen.getByTestId('status').textContent).toBe(screen.getByTestId('form').textContent);
    // A form that changes the card type changes the visit's: a content page reading it follows.
    act(() => store.session.setCardType('msic'));
    expect(site.cardType.get()).toBe('msic');
    expect(screen.getByTestId('reader').textContent).toBe('adg msic');
  });

  // The shell's frame, rendered before the page, follows the store the page makes (the navigation reads
  // the draft's renewal flag), with no update of the frame while the page renders.
  it('tells the frame when a page makes the store, after the page has rendered', async () => {
    const site = visit();
    const Frame = () => <span data-testid="frame">{useMadeStore()?.instanceId ?? 'none'}</span>;
    const Page = () => <>{useRootStore().instanceId}</>;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(<SiteProvider value={site}><Frame /></SiteProvider>);
    expect(screen.getByTestId('frame').textContent).toBe('none');
    rerender(<SiteProvider value={site}><Frame /><Page /></SiteProvider>);
    await waitFor(() => expect(screen.getByTestId('frame').textContent).toBe(site.store.get()!.instanceId));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('gives the pages under a StoreProvider the visit its store was made for', () => {
    const { store } = setup();
    const Reader = () => <span data-testid="reader">{`${useBrand().code} ${useCardType()}`}</span>;
    render(
      <StoreProvider value={store}>
        <Reader />
      </StoreProvider>,
    );
    expect(screen.getByTestId('reader').textContent).toBe('bne msic');
    act(() => store.session.setCardType('asic'));
    expect(screen.getByTestId('reader').textContent).toBe('bne asic');
  });

  it('hands the ui its observer, so PageData follows a load it is given', async () => {
    const { store } = setup(() => ({ data: [{ Code: 'AU', Name: 'Australia' }] }));
    render(
      <StoreProvider value={store}>
        <PageData of={store.lookups.countries} loadingLabel="Loading countries">
          <p>Countries loaded</p>
        </PageData>
      </StoreProvider>,
    );
    expect(screen.getByText(/Loading countries/)).toBeTruthy();
    await act(() => store.lookups.countries.load());
    expect(screen.getByText('Countries loaded')).toBeTruthy();
  });
});

describe('SPEC §4 Signature pad and authentication: session sign-in state', () => {
  it('reads a valid stored token at creation (page refresh)', () => {
    const storage = createMemoryStorage();
    const token = fakeJwt(nowSeconds() + 600);
    storage.setItem('id_token', token);
    const tokenStore = createTokenStore({ storage, crossTabSource: null });
    const store = createRootStore({ http: axios.create(), tokenStore });
    expect(store.session.isAuthenticated).toBe(true);
    expect(store.session.token).toBe(token);
  });

  it('follows sign-in, expiry and sign-out', () => {
    vi.useFakeTimers();
    const { store, tokenStore } = setup();
    expect(store.session.isAuthenticated).toBe(false);
    store.session.signIn(fakeJwt(nowSeconds() + 30));
    expect(store.session.isAuthenticated).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(store.session.isAuthenticated).toBe(false);
    tokenStore.setToken(fakeJwt(nowSeconds() + 30));
    expect(store.session.isAuthenticated).toBe(true);
    store.session.signOut();
    expect(store.session.isAuthenticated).toBe(false);
    expect(tokenStore.getToken()).toBeNull();
  });
});

describe('SPEC §4 Idle handling: timeout handler registry', () => {
  it('runs every registered handler, async ones included, and reports how many ran', async () => {
    const { store } = setup();
    const order: string[] = [];
    store.session.registerTimeoutHandler('application', async () => {
      await Promise.resolve();
      order.push('application');
    });
    store.session.registerTimeoutHandler('status', () => void order.push('status'));
    const run = await store.session.runTimeoutHandlers();
    expect(run).toEqual({ ran: 2, errors: [] });
    expect(order.sort()).toEqual(['application', 'status']);
  });

  it('runs nothing when none is registered, so the shell applies its default', async () => {
    const { store } = setup();
    await expect(store.session.runTimeoutHandlers()).resolves.toEqual({ ran: 0, errors: [] });
  });

  it('unregisters, and a stale unregister leaves a newer handler with the same id', async () => {
    const { store } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = store.session.registerTimeoutHandler('induction', first);
    const offSecond = store.session.registerTimeoutHandler('induction', second);
    offFirst();
    expect(store.session.timeoutHandlerIds).toEqual(['induction']);
    await store.session.runTimeoutHandlers();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    offSecond();
    expect(store.session.timeoutHandlerIds).toEqual([]);
  });

  it('collects failures without stopping the other handlers', async () => {
    const { store } = setup();
    const boom = new Error('mail failed');
    const ok = vi.fn();
    store.session.registerTimeoutHandler('throws', () => { throw boom; });
    store.session.registerTimeoutHandler('rejects', () => Promise.reject(boom));
    store.session.registerTimeoutHandler('ok', ok);
    await expect(store.session.runTimeoutHandlers()).resolves.toEqual({ ran: 3, errors: [boom, boom] });
    expect(ok).toHaveBeenCalled();
  });
});

describe('ARCHITECTURE State: lookups are loaded once and cached', () => {
  const table: Array<[string, string]> = [
    ['states', '/api/state/list'],
    ['countries', '/api/country/list'],
    ['airports', '/api/airport/list'],
    ['issuingBodies', '/api/issuing-body/list'],
    ['idDocuments', '/api/id-documents/auscheck-list'],
    ['operationalNeeds', '/api/operational-need/list'],
    ['operationalNeedCategories', '/api/operational-need-category/list'],
    ['accessFrequencies', '/api/operational-need-access-frequency/options'],
  ];

  it.each(table)('%s loads from %s once, sharing a request in flight', async (name, path) => {
    const { store, fake } = setup(() => ({ data: [{ Id: 1 }] }));
    const lookup = store.lookups[name as 'states'];
    expect(lookup.status).toBe('idle');
    const first = lookup.load();
    expect(lookup.isLoading).toBe(true);
    const second = lookup.load();
    await Promise.all([first, second]);
    await lookup.load();
    expect(fake.calls.map((call) => call.url)).toEqual([path]);
    expect(lookup.status).toBe('loaded');
    expect(lookup.items).toEqual([{ Id: 1 }]);
  });

  it('records a failure with text for people, and tries again on the next load', async () => {
    let fail = true;
    const { store, fake } = setup(() => (fail ? { status: 500 } : { data: [{ Code: 'AU', Name: 'Australia' }] }));
    await expect(store.lookups.countries.load()).resolves.toEqual([]);
    expect(store.lookups.countries.status).toBe('failed');
    expect(store.lookups.countries.error).toBe('We could not load the list of countries. Check your connection and try again.');
    fail = false;
    await store.lookups.countries.load();
    expect(store.lookups.countries.status).toBe('loaded');
    expect(store.lookups.countries.error).toBeNull();
    expect(fake.calls).toHaveLength(2);
  });

  it('uses the api client from the env', async () => {
    const api = { getAirports: vi.fn(async () => [{ Id: 75, Airport: 'Brisbane (BNE)' }]) } as unknown as ApiClient;
    const store = createRootStore({ http: axios.create(), api });
    await store.lookups.airports.load();
    expect(store.lookups.airportById(75)?.Airport).toBe('Brisbane (BNE)');
    expect(store.lookups.airportById(1)).toBeUndefined();
  });

  it('SPEC §9: the Australian states are the first 8 entries', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ Id: i + 1, ShortName: `S${i}`, LongName: `State ${i}` }));
    const store = createRootStore({ http: axios.create(), api: { getStates: async () => rows } as unknown as ApiClient });
    await store.lookups.states.load();
    expect(store.lookups.australianStates.map((state) => state.Id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps working with the real api client end to end', async () => {
    const fake = fakeAdapter(() => ({ data: [{ Id: 9 }] }));
    const api = createApiClient(axios.create({ adapter: fake.adapter }));
    const store = createRootStore({ http: api.http, api });
    await expect(store.lookups.operationalNeeds.load()).resolves.toEqual([{ Id: 9 }]);
  });
});
