import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClientOptions } from './http.ts';
import { HostNotAllowedError, readApiError, errorStatus, apiErrorMessage } from './errors.ts';
import { createApiEventBus } from './events.ts';
import { createMemoryStorage, FORM_KEY_STORAGE_KEY } from './storage.ts';
import { createTokenStore, ID_TOKEN_STORAGE_KEY } from './token-store.ts';
import { fakeAdapter, fakeJwt, type FakeReply } from '@cards/shared/testing';

const PAGE = 'https://cards.example.com.au';
const nowSeconds = () => Math.floor(Date.now() / 1000);

function setup(overrides: Partial<HttpClientOptions> = {}, reply?: (url: string) => FakeReply) {
  const storage = createMemoryStorage();
  const events = createApiEventBus();
  const tokenStore = createTokenStore({ storage, events, crossTabSource: null });
  const fake = fakeAdapter((config) => reply?.(config.url ?? '') ?? {});
  const navigate = vi.fn();
  const onMaintenance = vi.fn();
  let formKey: string | null = null;
  const http = createHttpClient({
    origin: PAGE,
    getCompany: () => 'adg',
    getWebsiteType: () => 'asic',
    getFormKey: () => formKey,
    tokenStore,
    events,
    navigate,
    onMaintenance,
    adapter: fake.adapter,
    ...overrides,
  });
  const heard = { unauthenticated: vi.fn(), expired: vi.fn() };
  events.on('unauthenticated', heard.unauthenticated);
  events.on('token has expired', heard.expired);
  return {
    http, fake, storage, tokenStore, navigate, onMaintenance, heard,
    setFormKey: (key: string | null) => (formKey = key),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SPEC §6 / ARCHITECTURE API conventions: company, website type and form key headers', () => {
  it('sends X-Company and X-Website-Type on every call', async () => {
    const { http, fake } = setup();
    await http.get('/api/state/list');
    await http.post('/api/form', {});
    for (const call of fake.calls) {
      expect(call.headers['X-Company']).toBe('adg');
      expect(call.headers['X-Website-Type']).toBe('asic');
    }
  });

  it('reads the brand and card type at call time, not at creation', async () => {
    let type: 'asic' | 'msic' = 'asic';
    const { http, fake } = setup({ getWebsiteType: () => type });
    type = 'msic';
    await http.get('/api/state/list');
    expect(fake.lastHeader('X-Website-Type')).toBe('msic');
  });

  it('sends X-Form-Key only while a key is held', async () => {
    const { http, fake, setFormKey } = setup();
    await http.get('/api/state/list');
    expect(fake.lastHeader('X-Form-Key')).toBeUndefined();
    setFormKey('k-123');
    await http.get('/api/form/5');
    expect(fake.lastHeader('X-Form-Key')).toBe('k-123');
  });

  it('takes the form key from localStorage FormKey by default', async () => {
    localStorage.setItem(FORM_KEY_STORAGE_KEY, 'stored-key');
    try {
      const fake = fakeAdapter();
      const storage = createMemoryStorage();
      const events = createApiEventBus();
      const http = createHttpClient({
        origin: PAGE, getCompany: () => 'default', getWebsiteType: () => 'msic', events,
        tokenStore: createTokenStore({ storage, events, crossTabSource: null }), adapter: fake.adapter,
      });
      await http.get('/api/state/list');
      expect(fake.lastHeader('X-Form-Key')).toBe('stored-key');
    } finally {
      localStorage.removeItem(FORM_KEY_STORAGE_KEY);
    }
  });
});

describe('SPEC §6: Bearer id_token to the own api host only, never for .html, with opt-out', () => {
  let token: string;
  beforeEach(() => {
    token = fakeJwt(nowSeconds() + 3600);
  });

  it('sends Authorization: Bearer <id_token> to the same origin', async () => {
    const { http, fake, tokenStore } = setup();
    tokenStore.setToken(token);
    await http.get('/api/people/7');
    expect(fake.lastHeader('Authorization')).toBe(`Bearer ${token}`);
  });

  it('sends it to the origin of apiBaseUrl and to absolute URLs on the page origin', async () => {
    const { http, fake, tokenStore } = setup({ apiBaseUrl: 'https://api.example.com.au' });
    tokenStore.setToken(token);
    await http.get('/api/people/7');
    expect(fake.calls.at(-1)?.baseURL).toBe('https://api.example.com.au');
    expect(fake.lastHeader('Authorization')).toBe(`Bearer ${token}`);
    await http.get(`${PAGE}/api/people/7`);
    expect(fake.lastHeader('Authorization')).toBe(`Bearer ${token}`);
  });

  it.each(['/templates/status.html', '/templates/STATUS.HTML', '/views/page.html?v=2', '/a.html#top'])(
    'never sends it for the template %s',
    async (url) => {
      const { http, fake, tokenStore } = setup();
      tokenStore.setToken(token);
      await http.get(url);
      expect(fake.lastHeader('Authorization')).toBeUndefined();
      expect(fake.lastHeader('X-Company')).toBe('adg');
    },
  );

  it('leaves it out when the request sets skipAuth', async () => {
    const { http, fake, tokenStore } = setup();
    tokenStore.setToken(token);
    await http.get('/api/people/7', { skipAuth: true });
    expect(fake.lastHeader('Authorization')).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    const { http, fake } = setup();
    await http.get('/api/people/7');
    expect(fake.lastHeader('Authorization')).toBeUndefined();
  });
});

describe('SPEC §6: other domains only through the allow-list', () => {
  it('rejects a call to a host that is not allowed, before any network use', async () => {
    const { http, fake } = setup();
    const call = http.get('https://evil.example.net/steal');
    await expect(call).rejects.toBeInstanceOf(HostNotAllowedError);
    await expect(call).rejects.toThrow('https://evil.example.net');
    expect(fake.calls).toHaveLength(0);
  });

  it('treats another port or scheme of our own host as another origin', async () => {
    const { http } = setup();
    await expect(http.get('http://cards.example.com.au/api/state/list')).rejects.toBeInstanceOf(HostNotAllowedError);
    await expect(http.get('https://cards.example.com.au:8443/x')).rejects.toBeInstanceOf(HostNotAllowedError);
    await expect(http.get('//evil.example.net/x')).rejects.toBeInstanceOf(HostNotAllowedError);
  });

  it("a third party's 401 or 503 says nothing about our session or maintenance", async () => {
    for (const status of [401, 503]) {
      const { http, navigate, onMaintenance, heard, tokenStore } = setup(
        { allowedHosts: ['https://tiles.example.org'] }, () => ({ status }));
      tokenStore.setToken(fakeJwt(nowSeconds() + 3600));
      await expect(http.get('https://tiles.example.org/1.png')).rejects.toBeTruthy();
      expect(navigate).not.toHaveBeenCalled();
      expect(onMaintenance).not.toHaveBeenCalled();
      expect(heard.unauthenticated).not.toHaveBeenCalled();
      expect(tokenStore.isAuthenticated()).toBe(true);
    }
  });

  it('lets allow-listed hosts through without the token, the form key or our headers', async () => {
    const { http, fake, tokenStore, setFormKey } = setup({ allowedHosts: ['https://tiles.example.org/'] });
    tokenStore.setToken(fakeJwt(nowSeconds() + 3600));
    setFormKey('secret');
    await http.get('https://tiles.example.org/1/2/3.png', { headers: { Authorization: 'Bearer forged' } });
    expect(fake.calls).toHaveLength(1);
    expect(fake.lastHeader('Authorization')).toBeUndefined();
    expect(fake.lastHeader('X-Form-Key')).toBeUndefined();
    expect(fake.lastHeader('X-Company')).toBeUndefined();
  });

  it('reads a bare host name in the allow-list as its https origin', async () => {
    const { http, fake } = setup({ allowedHosts: ['www.google.com'] });
    await http.get('https://www.google.com/recaptcha/api.js');
    expect(fake.calls).toHaveLength(1);
    await expect(http.get('http://www.google.com/recaptcha/api.js')).rejects.toBeInstanceOf(HostNotAllowedError);
  });
});

describe('SPEC §4 Signature pad and authentication: expiry', () => {
  it("broadcasts 'token has expired' before a call and does not send the expired token", async () => {
    const { http, fake, storage, heard } = setup();
    const expired = fakeJwt(nowSeconds() - 10);
    storage.setItem(ID_TOKEN_STORAGE_KEY, expired);
    await http.get('/api/people/7');
    expect(heard.expired).toHaveBeenCalledTimes(1);
    expect(fake.lastHeader('Authorization')).toBeUndefined();
    expect(storage.getItem(ID_TOKEN_STORAGE_KEY)).toBeNull();
    await http.get('/api/people/7');
    expect(heard.expired).toHaveBeenCalledTimes(1);
  });

  it("broadcasts 'token has expired' on a timer, without any call", () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z') });
    const { tokenStore, heard } = setup();
    tokenStore.setToken(fakeJwt(nowSeconds() + 60));
    expect(tokenStore.isAuthenticated()).toBe(true);
    vi.advanceTimersByTime(59_000);
    expect(heard.expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(heard.expired).toHaveBeenCalledTimes(1);
    expect(tokenStore.isAuthenticated()).toBe(false);
  });
});

describe('SPEC §4 / §8: 401 and 503 answers', () => {
  it("a 401 broadcasts 'unauthenticated', clears the token and goes to '/'", async () => {
    const { http, tokenStore, navigate, heard } = setup({}, () => ({ status: 401, data: { statusCode: 401 } }));
    tokenStore.setToken(fakeJwt(nowSeconds() + 3600));
    await expect(http.get('/api/people/7')).rejects.toMatchObject({ response: { status: 401 } });
    expect(heard.unauthenticated).toHaveBeenCalledWith({ url: '/api/people/7' });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(tokenStore.isAuthenticated()).toBe(false);
  });

  it('a 401 the caller handles itself (skipAuthRedirect) is only rejected', async () => {
    const { http, navigate, heard } = setup({}, () => ({ status: 401 }));
    await expect(http.post('/api/login', {}, { skipAuthRedirect: true })).rejects.toBeTruthy();
    expect(heard.unauthenticated).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 503 calls onMaintenance and rejects', async () => {
    const { http, onMaintenance, navigate } = setup({}, () => ({ status: 503 }));
    await expect(http.get('/api/state/list')).rejects.toMatchObject({ response: { status: 503 } });
    expect(onMaintenance).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 503 saying the database is away for a moment (database_unavailable) is left to the caller, who tries again', async () => {
    const unavailable = { statusCode: 503, error: 'Service Unavailable', message: 'We cannot save right now.', reason: 'database_unavailable' };
    const { http, onMaintenance, navigate } = setup({}, () => ({ status: 503, data: unavailable }));
    const failure = await http.put('/api/form/7', {}).catch((error: unknown) => error);
    expect(readApiError(failure)).toMatchObject({ statusCode: 503, reason: 'database_unavailable' });
    expect(onMaintenance).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('by default a 503 sends the browser to the root', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: PAGE, href: `${PAGE}/apply`, assign });
    try {
      const { http } = setup({ onMaintenance: undefined }, () => ({ status: 503 }));
      await expect(http.get('/api/state/list')).rejects.toBeTruthy();
      expect(assign).toHaveBeenCalledWith('/');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([400, 404, 409, 429, 500])('a %i is left to the caller', async (status) => {
    const { http, onMaintenance, navigate, heard } = setup({}, () => ({ status }));
    await expect(http.get('/api/x')).rejects.toBeTruthy();
    expect(onMaintenance).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(heard.unauthenticated).not.toHaveBeenCalled();
  });
});

describe('ARCHITECTURE API conventions: JSON error bodies', () => {
  const body = { statusCode: 400, error: 'Bad Request', message: 'Check the form', fields: { Email: 'email' } };

  it('reads the api error body of a failed call', async () => {
    const { http } = setup({}, () => ({ status: 400, data: body }));
    const error = await http.post('/api/form', {}).catch((e: unknown) => e);
    expect(readApiError(error)).toEqual(body);
    expect(errorStatus(error)).toBe(400);
    expect(apiErrorMessage(error, 'Something went wrong')).toBe('Check the form');
  });

  it('gives null and the fallback when there is no api body', async () => {
    const { http } = setup({}, () => ({ status: 502, data: '<html>bad gateway</html>' }));
    const error = await http.get('/api/x').catch((e: unknown) => e);
    expect(readApiError(error)).toBeNull();
    expect(readApiError(new Error('boom'))).toBeNull();
    expect(apiErrorMessage(error, 'Please try again later.')).toBe('Please try again later.');
  });
});

describe('axios loads with the first call', () => {
  it('loads it once, on the first call, for every call after', async () => {
    const loadAxios = vi.fn(() => import('axios'));
    const { http, fake } = setup({ loadAxios });
    expect(loadAxios).not.toHaveBeenCalled();
    await Promise.all([http.get('/api/state/list'), http.post('/api/form', {})]);
    await http.put('/api/form/1', {});
    expect(loadAxios).toHaveBeenCalledTimes(1);
    expect(fake.calls).toHaveLength(3);
  });

  it('a call made while axios cannot load (offline) fails with no answer, and the next call loads it again', async () => {
    const offline = Object.assign(new Error('Loading chunk 223 failed.'), { name: 'ChunkLoadError' });
    const loadAxios = vi.fn().mockRejectedValueOnce(offline).mockImplementation(() => import('axios'));
    const { http, fake } = setup({ loadAxios });
    const failure = await http.get('/api/state/list').catch((error: unknown) => error);
    expect(failure).toBe(offline);
    expect(errorStatus(failure)).toBeUndefined();
    await http.get('/api/state/list');
    expect(loadAxios).toHaveBeenCalledTimes(2);
    expect(fake.calls).toHaveLength(1);
  });
});

describe("the answers a page carries for the reads it makes as it starts", () => {
  const lists = () => new Map<string, unknown>([['/api/country/list', [{ Code: 'AU', Name: 'Australia' }]], ['/api/state/list', []]]);

  it('answers the first read of a path from the page, with no network and no axios, and the next from the network', async () => {
    const loadAxios = vi.fn(() => import('axios'));
    const { http, fake } = setup({ pageAnswers: lists(), loadAxios }, () => ({ data: 'from the network' }));
    expect((await http.get('/api/country/list')).data).toEqual([{ Code: 'AU', Name: 'Australia' }]);
    expect(loadAxios).not.toHaveBeenCalled();
    expect((await http.get('/api/country/list')).data).toBe('from the network');
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/country/list']);
  });

  it('sends everything else: other paths, writes and queries', async () => {
    const { http, fake } = setup({ pageAnswers: lists() }, () => ({ data: 'from the network' }));
    await http.get('/api/airport/list');
    await http.post('/api/state/list', {});
    await http.get('/api/state/list', { params: { q: 'x' } });
    await http.get('/api/state/list?q=x');
    expect(fake.calls).toHaveLength(4);
    // The page's answer is still there for the read it was meant for.
    expect((await http.get('/api/state/list')).data).toEqual([]);
    expect(fake.calls).toHaveLength(4);
  });
});
