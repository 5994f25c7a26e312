import axios, { AxiosError, type AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import { createDraftApi } from '@cards/shared/api';
import { linkRequestOutcome, TOO_MANY_REQUESTS, UNKNOWN_ERROR } from './link-request.ts';

function client(status: number, data: unknown, fail = false, headers: Record<string, string> = {}) {
  const adapter: AxiosAdapter = async (config) => {
    if (fail) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { data, status, statusText: '', headers, config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return axios.create({ adapter });
}

describe('SPEC §8 link expiry request', () => {
  it.each([
    [200, { message: 'Sent to j***@example.com' }, false, { ok: true, message: 'Sent to j***@example.com' }],
    [429, { message: 'ignored' }, false, { ok: false, message: TOO_MANY_REQUESTS }],
    [400, { statusCode: 400, error: 'Bad Request', message: 'That link is not valid.' }, false,
      { ok: false, message: 'That link is not valid.' }],
    [500, 'oops', false, { ok: false, message: UNKNOWN_ERROR }],
    [0, null, true, { ok: false, message: UNKNOWN_ERROR }],
  ])('status %i answers with the right text', async (status, data, fail, expected) => {
    expect(await linkRequestOutcome(createDraftApi(client(status, data, fail)).requestNewLink('abc'))).toEqual(expected);
  });

  it('a longer limit says its real wait, from Retry-After', async () => {
    const refused = client(429, { message: 'ignored' }, false, { 'retry-after': '1777' });
    expect(await linkRequestOutcome(createDraftApi(refused).requestNewLink('abc'))).toEqual({
      ok: false, message: 'Too many requests, please try again in 30 minutes',
    });
  });

  it('uses the texts of SPEC §8', () => {
    expect(TOO_MANY_REQUESTS).toBe('Too many requests, please try again in a minute');
    expect(UNKNOWN_ERROR).toBe('Unknown error, please try again later');
  });
});
