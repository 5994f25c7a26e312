import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { personIdOfTrackingNumber } from '@cards/shared/domain';
import { signIdToken } from '../auth/id-token.ts';
import { ApiError } from '../errors.ts';
import { routeRateLimit } from '../rate-limit.ts';
import { hashKey } from '../drafts/keys.ts';
import { errorResponses, noStore } from './common.ts';

// SPEC §7 POST /api/login: { username, password, verificationCode, resend } answers a signed id_token (SPEC §6).
// The username is the tracking number (VEA or VEP and 7 digits), the password the date of birth (YYYY-MM-DD),
// and the verification code a one-time code: the one a conversion answers (issue 10). SPEC §8 reasons:
// invalid_verification, expired_verification, and a person not found (the same answer for a wrong birthdate, so
// the call tells nobody which tracking numbers exist).

const body = Type.Object({
  username: Type.String({ maxLength: 20 }),
  password: Type.String({ maxLength: 10 }),
  verificationCode: Type.Optional(Type.String({ maxLength: 100 })),
  resend: Type.Optional(Type.Boolean()),
});

const notFound = 'We could not find an application with that tracking number and date of birth.';
const invalidCode = 'That verification code is not right. Check it and try again.';
const expiredCode = 'That verification code has expired. Ask for a new one.';
const codeNeeded = 'Enter the verification code we sent you.';

const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/login', {
    schema: { body, response: { 200: Type.Object({ token: Type.String() }), ...errorResponses(400, 401, 429) } },
    config: { rateLimit: routeRateLimit(app.config.auth.loginRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const { username, password, verificationCode } = request.body;
    const id = personIdOfTrackingNumber(username);
    const person = id === null ? undefined : await app.people.byId(id);
    if (!person || person.birthdate !== password.trim()) throw new ApiError(401, notFound, undefined, { reason: 'not_found' });
    // Codes by email for signing in later come with the track issue; a code is needed either way.
    if (!verificationCode) throw new ApiError(400, codeNeeded, { verificationCode: 'required' });
    const now = new Date();
    const hash = hashKey(verificationCode.trim());
    if (!(await app.people.useCode(person.id, hash, now))) {
      const expired = await app.people.codeExpired(person.id, hash, now);
      throw new ApiError(401, expired ? expiredCode : invalidCode, undefined, { reason: expired ? 'expired_verification' : 'invalid_verification' });
    }
    return { token: await signIdToken(person.id, app.config.auth, now) };
  });
};

export default loginRoutes;
