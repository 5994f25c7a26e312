import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import fp from 'fastify-plugin';

// What every staff route module registers first: the cookies its requests carry, the CSRF check on every change
// (the token from GET /api/staff/csrf, in the X-CSRF-Token header, matched to the secret in its __Host- cookie), and
// the headers that keep staff answers out of caches and search engines.

export const csrfCookie = '__Host-staff-csrf';

export const staffRequests = fp(async (app) => {
  await app.register(cookie);
  await app.register(csrf, {
    cookieKey: csrfCookie,
    cookieOpts: { path: '/', secure: true, httpOnly: true, sameSite: 'strict' },
    getToken: (request) => {
      const value = request.headers['x-csrf-token'];
      return typeof value === 'string' ? value : undefined;
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    // A refusal goes to the error handler, which words it (platform/errors.ts, FST_CSRF_*).
    app.csrfProtection(request, reply, done);
  });
});
