import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { readApiError } from './errors.ts';

const failed = (data: unknown) =>
  new AxiosError('x', 'ERR', undefined, null, { status: 400, data, statusText: '', headers: {}, config: {} as never });

describe('readApiError: the one error shape, with typed keys and reasons (ARCHITECTURE API conventions)', () => {
  it('reads the body, its fields and its reason', () => {
    expect(readApiError(failed({ statusCode: 409, error: 'Conflict', message: 'm', reason: 'stale_version', version: 4 })))
      .toEqual({ statusCode: 409, error: 'Conflict', message: 'm', reason: 'stale_version', version: 4 });
    expect(readApiError(failed({ statusCode: 400, error: 'Bad Request', message: 'm', fields: { Email: 'email' } }))?.fields)
      .toEqual({ Email: 'email' });
  });

  it('takes a key this page does not know as "invalid", and drops a reason it does not know', () => {
    const body = readApiError(failed({ statusCode: 400, error: 'x', message: 'm', fields: { Abn: 'abnchecksum' }, reason: 'newer_reason' }));
    expect(body?.fields).toEqual({ Abn: 'invalid' });
    expect(body).not.toHaveProperty('reason');
  });

  it('is null for what is not an api error', () => {
    expect(readApiError(new Error('x'))).toBeNull();
    expect(readApiError(failed('<html>'))).toBeNull();
  });
});
