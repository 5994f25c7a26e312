import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { staffPermissions, staffRoles, type StaffPermission, type StaffRole } from '@cards/shared/staff';
import { now } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { errorResponses, lineOfText } from '../../platform/route-schemas.ts';
import { passkeySignInOptions, signInWithCode, signInWithPasskey } from './second-factor.ts';
import { clearSessionCookie, requireStaff, signedIn, staffOf } from './session.ts';
import { signInWithPassword } from './sign-in.ts';
import { staffRequests } from './staff-requests.ts';
import { staffView } from './staff-view.ts';

// Signing in and out of the staff console, and the signed-in member's own session (docs/staff-console.md).

export const staffViewSchema = Type.Object({
  staff: Type.Object({
    id: Type.Integer(), name: Type.String(), email: Type.String(), company: Type.String(), brandName: Type.String(),
    roles: Type.Array(Type.Unsafe<StaffRole>({ type: 'string', enum: [...staffRoles] })),
  }),
  permissions: Type.Array(Type.Unsafe<StaffPermission>({ type: 'string', enum: [...staffPermissions] })),
  secondFactors: Type.Object({ totp: Type.Boolean(), passkeys: Type.Integer(), recoveryCodesLeft: Type.Integer() }),
  idleExpiresAt: Type.String(),
  expiresAt: Type.String(),
});

/** A WebAuthn response as the browser library gives it; SimpleWebAuthn checks its every part. */
export const webAuthnResponse = <T>() => Type.Unsafe<T>({ type: 'object', maxProperties: 10 });

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffRequests);
  const signInLimit = { rateLimit: routeRateLimit(app.config.staff.signInRateLimit) };

  app.get('/api/staff/csrf', { schema: { response: { 200: Type.Object({ csrfToken: Type.String() }) } } }, async (_request, reply) => (
    { csrfToken: reply.generateCsrf() }
  ));

  app.post('/api/staff/sign-in', {
    schema: {
      body: Type.Object({ email: lineOfText({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: {
        200: Type.Union([
          Type.Object({ next: Type.Literal('second-factor'), methods: Type.Array(Type.Union([Type.Literal('passkey'), Type.Literal('totp')])) }),
          Type.Object({ next: Type.Literal('enrol') }),
        ]),
        ...errorResponses(400, 401, 403, 429),
      },
    },
    config: signInLimit,
  }, async (request, reply) => signInWithPassword(app, request, reply, request.body, now()));

  app.post('/api/staff/sign-in/totp', {
    schema: {
      body: Type.Object({ code: Type.Optional(Type.String({ maxLength: 20 })), recoveryCode: Type.Optional(Type.String({ maxLength: 40 })) }),
      response: { 200: staffViewSchema, ...errorResponses(400, 401, 403, 409, 429) },
    },
    config: signInLimit,
  }, async (request, reply) => signInWithCode(app, request, reply, request.body, now()));

  app.post('/api/staff/sign-in/passkey/options', {
    schema: { response: { 200: Type.Unsafe({ type: 'object', additionalProperties: true }), ...errorResponses(401, 403, 409, 429) } },
    config: signInLimit,
  }, async (request) => passkeySignInOptions(app, request, now()));

  app.post('/api/staff/sign-in/passkey', {
    schema: {
      body: Type.Object({ response: webAuthnResponse<AuthenticationResponseJSON>() }),
      response: { 200: staffViewSchema, ...errorResponses(400, 401, 403, 409, 429) },
    },
    config: signInLimit,
  }, async (request, reply) => signInWithPasskey(app, request, reply, request.body.response, now()));

  app.get('/api/staff/me', {
    schema: { response: { 200: staffViewSchema, ...errorResponses(401) } },
    preHandler: requireStaff(app),
  }, async (request) => {
    const { account, session } = staffOf(request);
    return staffView(app, account, session, now());
  });

  // Any call moves the idle time on; this one is for the "Stay signed in" of the idle warning.
  app.post('/api/staff/keep-alive', {
    schema: { response: { 200: staffViewSchema, ...errorResponses(401, 403) } },
    preHandler: requireStaff(app),
  }, async (request) => {
    const { account, session } = staffOf(request);
    return staffView(app, account, session, now());
  });

  app.post('/api/staff/sign-out', {
    schema: { response: { 204: Type.Null(), ...errorResponses(403) } },
  }, async (request, reply) => {
    const at = now();
    try {
      const { session, account } = await signedIn(app, request, at);
      await app.staffSessions.end(session.id, at);
      await app.staffAccounts.audit({ company: account.company, actor: { id: account.id, name: account.name }, action: 'signed-out', staffId: account.id }, at);
    } catch (error) {
      // Signing out with a session already ended leaves nothing to do.
      if (!(error instanceof ApiError && error.statusCode === 401)) throw error;
    }
    clearSessionCookie(reply);
    return reply.code(204).send(null);
  });
};

export default sessionRoutes;
