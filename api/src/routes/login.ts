import { createHash, randomInt } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { buildPath, getBrand } from '@cards/shared/brand';
import { trackingNumber } from '@cards/shared/domain';
import { readIdToken, signIdToken } from '../auth/id-token.ts';
import { bearerToken } from '../auth/person-access.ts';
import { ApiError } from '../errors.ts';
import { routeRateLimit } from '../rate-limit.ts';
import { hashKey } from '../drafts/keys.ts';
import { queueDraftMail } from '../mail/draft-mail.ts';
import { errorResponses, noStore } from './common.ts';

// SPEC §7 POST /api/login and POST /api/logout, §6 'Status access is by login with person id, birthdate and a
// verification code', §8 track login errors (issue 11). The username is the person id the tracking number converts
// to (SPEC §5 'Track'), the password the date of birth. Without a code (or with `resend`) a matching pair gets a
// 6-digit code by email, valid 10 minutes, once: the answer says so (`useVerification`, `method`). With a valid code
// the answer is the signed id_token. A conversion's code (issue 10) signs in the same way. Nothing in an answer
// tells which of the id and the birthdate was wrong, and attempts are limited per client and per tracking number.

const body = Type.Object({
  username: Type.Union([Type.String({ maxLength: 20 }), Type.Integer({ minimum: 1 })]),
  password: Type.String({ maxLength: 10 }),
  verificationCode: Type.Optional(Type.String({ maxLength: 100 })),
  resend: Type.Optional(Type.Boolean()),
});

const answer = Type.Union([
  Type.Object({ token: Type.String() }),
  Type.Object({ useVerification: Type.Literal(true), method: Type.Literal('email') }),
]);

const notFound = 'We could not find an application with that tracking number and date of birth.';
const invalidCode = 'That code is not right. Check the newest email we sent you and try again.';
const expiredCode = 'That code has run out. Ask for a new one.';
const redacted = 'The details of this application have been removed from our records.';
const tooMany = 'There have been too many attempts to sign in with this tracking number. Wait 15 minutes and try again.';
const mailLimit = 'We have sent you several codes already. Use the newest one, or try again in an hour.';

/** The salted hash a redacted person's birthdate is kept as (db/people.ts redact). */
export function birthdateHash(birthdate: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${birthdate.trim()}`).digest('hex');
}

function personIdOf(username: string | number): number | null {
  const text = String(username).trim();
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** A 6-digit code, every value as likely (crypto.randomInt). */
function newSignInCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = app.config.auth;

  app.post('/api/login', {
    schema: { body, response: { 200: answer, ...errorResponses(400, 401, 429) } },
    config: { rateLimit: routeRateLimit(settings.loginRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const { username, password, verificationCode, resend } = request.body;
    const id = personIdOf(username);
    const now = new Date();
    if (id === null) throw new ApiError(401, notFound, undefined, { reason: 'not_found' });
    // Per tracking number, across clients and api processes: guessing birthdates or codes is slow going.
    const attempts = await app.people.countAttempt(id, now, new Date(now.getTime() - settings.loginSubjectLimit.windowMs));
    if (attempts > settings.loginSubjectLimit.max) throw new ApiError(429, tooMany, undefined, { reason: 'too_many_attempts' });

    const person = await app.people.byId(id);
    if (!person) throw new ApiError(401, notFound, undefined, { reason: 'not_found' });
    if (person.redacted_at) {
      const matches = person.birthdate_salt && person.birthdate_hash === birthdateHash(password, person.birthdate_salt);
      throw new ApiError(401, matches ? redacted : notFound, undefined, { reason: matches ? 'redacted' : 'not_found' });
    }
    if (person.birthdate !== password.trim()) throw new ApiError(401, notFound, undefined, { reason: 'not_found' });

    const code = verificationCode?.replace(/\s+/g, '') ?? '';
    if (code === '' || resend === true) {
      const draft = await app.drafts.byId(person.draft_id);
      if (!draft || !person.email) throw new ApiError(401, notFound, undefined, { reason: 'not_found' });
      const sent = newSignInCode();
      const brand = getBrand(person.company);
      const number = trackingNumber(person.id, person.card_type === 'msic' ? 'msic' : 'asic');
      const link = `${app.config.publicUrl}${buildPath('track', brand.product)}?${new URLSearchParams({ ref: number, company: brand.code })}`;
      const queued = await app.drafts.transaction(async (drafts, trx) => {
        const outcome = await queueDraftMail(app, drafts, trx, {
          kind: 'sign-in-code', draft, data: { Firstname: person.firstname ?? undefined }, to: person.email,
          trackingNumber: number, link, code: sent,
        }, now);
        if (outcome.queued) {
          // Only the newest code works; past the mail limits none is sent, so the one already sent still does.
          await app.people.spendCodes(trx, person.id, 'sign-in', now);
          await app.people.addCode(trx, {
            peopleId: person.id, codeHash: hashKey(sent), purpose: 'sign-in',
            expiresAt: new Date(now.getTime() + settings.signInCodeTtlMs).toISOString(),
          }, now);
        }
        return outcome.queued;
      });
      if (!queued) throw new ApiError(429, mailLimit);
      app.mailSender.kick();
      return { useVerification: true as const, method: 'email' as const };
    }

    const hash = hashKey(code);
    if (!(await app.people.useCode(person.id, hash, now))) {
      const expired = await app.people.codeExpired(person.id, hash, now);
      throw new ApiError(401, expired ? expiredCode : invalidCode, undefined, { reason: expired ? 'expired_verification' : 'invalid_verification' });
    }
    return { token: await signIdToken(person.id, settings, now) };
  });

  // SPEC §7 POST /api/logout: the token stops working now, not only when it expires. Always 204: signing out twice,
  // or with a token already expired, leaves nothing to do.
  app.post('/api/logout', {
    schema: { response: { 204: Type.Null(), ...errorResponses(429) } },
    config: { rateLimit: routeRateLimit(settings.loginRateLimit) },
  }, async (request, reply) => {
    noStore(reply);
    const token = bearerToken(request);
    const claims = token ? await readIdToken(token, settings) : null;
    if (claims) await app.people.revokeToken(claims.jti, claims.expiresAt, new Date());
    return reply.code(204).send(null);
  });
};

export default loginRoutes;
