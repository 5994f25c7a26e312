import { describe, expect, it } from 'vitest';
import { createApiEventBus, createHttpClient, createMemoryStorage, createTokenStore } from '@cards/shared/api';
import { fakeAdapter, type FakeReply } from '@cards/shared/testing';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { createStaffApi, StaffApiError, staffDownloads } from './client.ts';

function staffApi(reply: (config: InternalAxiosRequestConfig) => FakeReply) {
  const events = createApiEventBus();
  const tokenStore = createTokenStore({ events, storage: createMemoryStorage(), crossTabSource: null });
  const fake = fakeAdapter(reply);
  const http = createHttpClient({
    getCompany: () => 'default', getWebsiteType: () => 'asic', tokenStore, events, origin: 'http://localhost', adapter: fake.adapter,
    navigate: () => {
      throw new Error('The console handles its own 401s');
    },
  });
  const heard: string[] = [];
  const api = createStaffApi(http);
  api.subscribe((event) => heard.push(event));
  const sent = () => fake.calls.map((c) => `${c.method?.toUpperCase()} ${c.url} ${AxiosHeaders.from(c.headers).get('x-csrf-token') ?? '-'}`);
  return { api, sent, heard };
}

describe('the staff api client', () => {
  it('fetches the CSRF token once, sends it on every POST, and fetches it again once when refused (403)', async () => {
    let tokens = 0;
    let refused = false;
    const { api, sent, heard } = staffApi((config) => {
      if (config.url === '/api/staff/csrf') return { data: { csrfToken: `t${++tokens}` } };
      if (config.url === '/api/staff/keep-alive' && !refused) {
        refused = true;
        return { status: 403, data: { statusCode: 403, error: 'Forbidden', message: 'CSRF' } };
      }
      return { data: {} };
    });
    await api.keepAlive();
    await api.signOut();
    expect(sent()).toEqual([
      'GET /api/staff/csrf -', 'POST /api/staff/keep-alive t1', 'GET /api/staff/csrf -', 'POST /api/staff/keep-alive t2',
      'POST /api/staff/sign-out t2',
    ]);
    expect(heard).toEqual(['active', 'active']);
  });

  it('reads a refusal: its status, the reasons by field and the wait; a lost session (401) is heard', async () => {
    const { api, heard } = staffApi((config) => {
      if (config.url === '/api/staff/csrf') return { data: { csrfToken: 't' } };
      if (config.url === '/api/staff/set-password') {
        return { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Weak', fields: { password: 'too-common' } } };
      }
      if (config.url === '/api/staff/sign-in') return { status: 429, data: { statusCode: 429, error: 'Too Many Requests', message: 'Wait' }, headers: { 'retry-after': '90' } };
      return { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Sign in' } };
    });
    const weak = await api.setPassword('tok', 'password123456').catch((e: unknown) => e);
    expect(weak).toBeInstanceOf(StaffApiError);
    expect(weak).toMatchObject({ status: 400, fields: { password: 'too-common' } });
    expect(await api.signIn('a@b.c', 'x').catch((e: unknown) => e)).toMatchObject({ status: 429, retryAfterSeconds: 90 });
    expect(await api.me()).toBeNull();
    expect(heard).toEqual([]);
    await expect(api.queue({ stage: 'decided', q: '' })).rejects.toMatchObject({ status: 401 });
    expect(heard).toEqual(['signed-out']);
  });
});

describe('the console\'s downloads', () => {
  it('are the api\'s paths, with the range when there is one', () => {
    expect(staffDownloads.reportCsv({})).toBe('/api/staff/reports.csv');
    expect(staffDownloads.reportCsv({ from: '2026-07-01', to: '2026-09-30' })).toBe('/api/staff/reports.csv?from=2026-07-01&to=2026-09-30');
    expect(staffDownloads.dataAccess(42, 'pdf')).toBe('/api/staff/people/42/data-access.pdf');
    expect(staffDownloads.dataAccess(42, 'json')).toBe('/api/staff/people/42/data-access.json');
  });
});
