import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';

// Fastify makes Request and Reply classes per encapsulated plugin; the shared request code is fast only
// while it meets a few of them, so the api's routes run on the app itself and the pages' on one plugin
// (platform/route-contexts.ts).

describe('Route contexts: the api and the pages each have one Request and one Reply class (platform/route-contexts.ts)', () => {
  let t: TestApp;
  const replyClass = new Map<string, object>();
  const requestClass = new Map<string, object>();

  beforeAll(async () => {
    t = await createTestApp();
    t.app.addHook('onRequest', async (request, reply) => {
      replyClass.set(`${request.method} ${request.url}`, Object.getPrototypeOf(reply) as object);
      requestClass.set(`${request.method} ${request.url}`, Object.getPrototypeOf(request) as object);
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every api route with the same classes, and every page and built file with another pair', async () => {
    const api = [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/state/list' },
      { method: 'PUT', url: '/api/form/1' },
      { method: 'GET', url: '/api/forms/change-of-name.pdf' },
      { method: 'POST', url: '/api/mail/contact-us' },
    ] as const;
    const pages = [
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/faq' },
      { method: 'GET', url: '/remotes.json' },
      { method: 'GET', url: '/shared/data/au/NSW.json' },
      { method: 'GET', url: '/static/js/main.1a2b3c4d.js' },
    ] as const;
    for (const request of [...api, ...pages]) await t.app.inject(request);
    const classesOf = (requests: readonly { method: string; url: string }[], classes: Map<string, object>) =>
      new Set(requests.map((r) => classes.get(`${r.method} ${r.url}`)));
    for (const classes of [replyClass, requestClass]) {
      expect(classes.size).toBe(api.length + pages.length);
      const apiClasses = classesOf(api, classes);
      const pageClasses = classesOf(pages, classes);
      expect(apiClasses.size).toBe(1);
      expect(pageClasses.size).toBe(1);
      expect([...apiClasses][0]).not.toBe([...pageClasses][0]);
    }
  });
});
