import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { staffRoles, type StaffRole } from '@cards/shared/staff';
import { now } from '../../platform/clock.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, idParams, lineOfText } from '../../platform/route-schemas.ts';
import { changeAccount, createAccount, endSession, listAccounts, listSessions, resendPasswordLink } from './accounts.ts';
import { passwordLinkOwner, setPassword } from './password-link.ts';
import { requireStaff, staffOf } from './session.ts';
import { staffRequests } from './staff-requests.ts';

// Staff accounts and sessions, for supervisors; and the one-time link a member chooses their password with.

const role = Type.Unsafe<StaffRole>({ type: 'string', enum: [...staffRoles] });
const roles = Type.Array(role, { maxItems: staffRoles.length, uniqueItems: true });
const account = Type.Object({
  id: Type.Integer(), company: Type.String(), email: Type.String(), name: Type.String(), roles: Type.Array(role),
  hasPassword: Type.Boolean(), hasTotp: Type.Boolean(), passkeys: Type.Integer(), disabled: Type.Boolean(), createdAt: Type.String(),
});
const session = Type.Object({
  id: Type.String(), staffId: Type.Integer(), name: Type.String(), state: Type.Union([Type.Literal('pending'), Type.Literal('active')]),
  createdAt: Type.String(), lastSeenAt: Type.String(), userAgent: Type.String(), current: Type.Boolean(),
});
const token = Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' });
const actorOf = (staff: ReturnType<typeof staffOf>) => ({ id: staff.account.id, name: staff.account.name });

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffRequests);
  const linkLimit = { rateLimit: routeRateLimit(app.config.staff.signInRateLimit) };
  const manage = requireStaff(app, 'staff.manage');

  app.get('/api/staff/set-password/:token', {
    schema: {
      params: Type.Object({ token }),
      response: { 200: Type.Object({ name: Type.String(), email: Type.String(), hasPassword: Type.Boolean() }), ...errorResponses(400, 410, 429) },
    },
    config: linkLimit,
  }, async (request) => passwordLinkOwner(app, request.params.token, now()));

  app.post('/api/staff/set-password', {
    schema: {
      body: Type.Object({ token, password: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: { 204: Type.Null(), ...errorResponses(400, 403, 410, 429) },
    },
    config: linkLimit,
  }, async (request, reply) => {
    await setPassword(app, request.body, now());
    return reply.code(204).send(null);
  });

  app.get('/api/staff/accounts', {
    schema: { response: { 200: Type.Object({ accounts: Type.Array(account) }), ...errorResponses(401, 403) } },
    preHandler: manage,
  }, async (request) => ({ accounts: await listAccounts(app, staffOf(request).account.company) }));

  app.post('/api/staff/accounts', {
    schema: {
      body: Type.Object({ email: lineOfText({ format: 'email', maxLength: 254 }), name: lineOfText({ minLength: 1, maxLength: 100 }), roles }),
      response: { 201: account, ...errorResponses(400, 401, 403, 409) },
    },
    preHandler: manage,
  }, async (request, reply) => {
    const staff = staffOf(request);
    return reply.code(201).send(await createAccount(app, staff.account.company, request.body, actorOf(staff), now()));
  });

  app.post('/api/staff/accounts/:id', {
    schema: {
      params: idParams,
      body: Type.Object({ roles: Type.Optional(roles), disabled: Type.Optional(Type.Boolean()), name: Type.Optional(lineOfText({ minLength: 1, maxLength: 100 })) }),
      response: { 200: account, ...errorResponses(400, 401, 403, 404, 409) },
    },
    preHandler: manage,
  }, async (request) => {
    const staff = staffOf(request);
    return changeAccount(app, staff.account.company, request.params.id, request.body, actorOf(staff), now());
  });

  app.post('/api/staff/accounts/:id/password-link', {
    schema: { params: idParams, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
    preHandler: manage,
  }, async (request, reply) => {
    const staff = staffOf(request);
    await resendPasswordLink(app, staff.account.company, request.params.id, actorOf(staff), now());
    return reply.code(204).send(null);
  });

  app.get('/api/staff/sessions', {
    schema: { response: { 200: Type.Object({ sessions: Type.Array(session) }), ...errorResponses(401, 403) } },
    preHandler: manage,
  }, async (request) => {
    const staff = staffOf(request);
    return { sessions: await listSessions(app, staff.account.company, staff.session, now()) };
  });

  app.post('/api/staff/sessions/:sessionId/end', {
    schema: { params: Type.Object({ sessionId: Type.String({ pattern: '^[0-9a-f]{16}$' }) }), response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
    preHandler: manage,
  }, async (request, reply) => {
    const staff = staffOf(request);
    await endSession(app, staff.account.company, request.params.sessionId, actorOf(staff), now());
    return reply.code(204).send(null);
  });
};

export default accountRoutes;
