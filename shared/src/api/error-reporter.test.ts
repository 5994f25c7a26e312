import axios, { AxiosError } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, REPORT_LIMITS, toClientErrorReport } from './error-reporter.ts';
import { fakeAdapter, type FakeReply } from '@cards/shared/testing';

function setup(reply: FakeReply = {}) {
  const fake = fakeAdapter(() => reply);
  const http = axios.create({ adapter: fake.adapter });
  const warn = vi.fn();
  const reporter = createErrorReporter(http, { getUrl: () => 'https://cards.example.com.au/apply/form/', warn });
  return { fake, warn, reporter };
}

describe('SPEC §7 POST /api/logger: client exceptions are reported', () => {
  it('posts url, message, type, stackTrace and cause', async () => {
    const { fake, reporter } = setup();
    const error = new Error('Cannot read properties of undefined', { cause: new Error('draft missing') });
    await reporter.reportClientError(error);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0].method).toBe('post');
    expect(fake.calls[0].url).toBe('/api/logger');
    expect(JSON.parse(fake.calls[0].data as string)).toEqual({
      url: 'https://cards.example.com.au/apply/form/',
      message: 'Cannot read properties of undefined',
      type: 'exception',
      stackTrace: error.stack,
      cause: 'draft missing',
    });
  });

  it('names the failed call in the cause of an axios error', () => {
    const error = new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE',
      { url: '/api/form/5', method: 'put', headers: {} } as never, {}, { status: 500 } as never);
    expect(toClientErrorReport(error, 'u').cause).toBe('PUT /api/form/5 500');
  });

  it('cuts long fields to what the server accepts, so the report is not refused', () => {
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(20000);
    const report = toClientErrorReport(error, 'u'.repeat(3000));
    expect(report.url).toHaveLength(REPORT_LIMITS.url);
    expect(report.message).toHaveLength(REPORT_LIMITS.message);
    expect(report.stackTrace).toHaveLength(REPORT_LIMITS.stackTrace);
  });

  it('reports thrown non-errors by their text', () => {
    expect(toClientErrorReport('plain text', 'u')).toEqual({ url: 'u', message: 'plain text', type: 'exception' });
    expect(toClientErrorReport({ code: 7 }, 'u').message).toBe('{"code":7}');
  });
});

describe('SPEC §8: never when the message contains status -1; a console warning when reporting fails', () => {
  it.each(['Possibly unhandled rejection: {"status -1"}', 'Request failed with status -1'])('skips %s', async (message) => {
    const { fake, reporter } = setup();
    await reporter.reportClientError(new Error(message));
    expect(fake.calls).toHaveLength(0);
  });

  it('writes one console warning per failed report and never throws', async () => {
    const { warn, reporter } = setup({ status: 500 });
    await expect(reporter.reportClientError(new Error('first'))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    await reporter.reportClientError(new Error('second'));
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('uses console.warn by default', async () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeAdapter(() => ({ status: 500 }));
    const reporter = createErrorReporter(axios.create({ adapter: fake.adapter }), { getUrl: () => '' });
    await reporter.reportClientError(new Error('x'));
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('SPEC §8: uncaught errors and unhandled rejections of the window are reported', () => {
  it('reports both until uninstalled', async () => {
    const { fake, reporter } = setup();
    const target = new EventTarget();
    const uninstall = reporter.installGlobalErrorReporting(target as unknown as Window);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom'), message: 'boom' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('lost promise') }));
    await vi.waitFor(() => expect(fake.calls).toHaveLength(2));
    const messages = fake.calls.map((call) => JSON.parse(call.data as string).message);
    expect(messages).toEqual(['boom', 'lost promise']);
    uninstall();
    target.dispatchEvent(Object.assign(new Event('error'), { message: 'after' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.calls).toHaveLength(2);
  });

  it('falls back to the event message when no error object comes with it', async () => {
    const { fake, reporter } = setup();
    const target = new EventTarget();
    reporter.installGlobalErrorReporting(target as unknown as Window);
    target.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'Script error.' }));
    await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(JSON.parse(fake.calls[0].data as string).message).toBe('Script error.');
  });
});
