import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { getBrand } from '@cards/shared/brand';
import { trackingNumber, waitText } from '@cards/shared/domain';
import { readIdToken, signIdToken } from './id-token.ts';
import { ApiError, RetryLaterError } from '../../platform/errors.ts';
import { hashKey } from '../drafts/keys.ts';
import { queueDraftMail } from '../drafts/mail.ts';
import { trackLink } from '../../platform/mail/links.ts';
import { SIGN_IN_CODE, SIGN_IN_FAILED, SIGN_IN_FAILED_FROM, birthdateHash, newSignInCode, personIdOf, signInSource } from './sign-in.ts';
import { now as clockNow } from '../../platform/clock.ts';

// SPEC §7 POST /api/login and POST /api/logout, §6 'Status access is by login with person id, birthdate and a
// verification code', §8 track login errors. The username is the person id the tracking number
// converts to (SPEC §5 'Track'), the password the date of birth. Without a code (or with `resend`) a matching pair gets
// a 6-digit code by email, valid 10 minutes, once: the answer says so (`useVerification`, `method`). With a valid code
// the answer is the signed id_token. A conversion's code signs in the same way. Nothing in an answer tells
// which of the id and the birthdate was wrong. Failures are counted per tracking number and client address together
// (that address is refused past its limit) and per tracking number (past it, no answer says whether a birthdate was
// right, but nobody is refused, so nobody can lock the holder out); codes tried are limited per tracking number.

export interface LogInBody {
  username: string | number;
  password: string;
  verificationCode?: string;
  resend?: boolean;
}

export type LogInAnswer = { token: string } | { useVerification: true; method: 'email' };

const notFound = 'We could not find an application with that tracking number and date of birth.';
const invalidCode = 'That code is not right. Check the newest email we sent you and try again.';
const expiredCode = 'That code has run out. Ask for a new one.';
const redacted = 'The details of this application have been removed from our records.';
const tooMany = (ms: number) => `There have been too many attempts to sign in with this tracking number. Try again ${waitText(ms)}.`;
const mailLimit = (ms: number) => `We have sent you several codes already. Use the newest one, or try again ${waitText(ms)}.`;

/** A sign-in from client address `ip`: a code emailed, or with the code, the id_token. */
export async function logIn(app: FastifyInstance, log: FastifyBaseLogger, ip: string, body: LogInBody): Promise<LogInAnswer> {
  const settings = app.config.auth;
  const { username, password, verificationCode, resend } = body;
  const id = personIdOf(username);
  const now = clockNow();
  if (id === null) throw new ApiError(401, notFound, undefined, { reason: 'not_found' });
  const refuse = (retryAfterMs: number): never => {
    throw new RetryLaterError(Math.ceil(retryAfterMs / 1000), tooMany(retryAfterMs), { reason: 'too_many_attempts' });
  };
  const source = signInSource(id, ip);
  const fromHere = await app.attempts.check(SIGN_IN_FAILED_FROM, source, settings.loginSourceLimit, now);
  if (!fromHere.allowed) refuse(fromHere.retryAfterMs);
  const code = verificationCode?.replace(/\s+/g, '') ?? '';
  const asksForCode = code === '' || resend === true;
  // Checked before the birthdate, so that once codes are used up the answer is the same whatever was typed.
  if (!asksForCode) {
    const codes = await app.attempts.check(SIGN_IN_CODE, String(id), settings.loginCodeLimit, now);
    if (!codes.allowed) refuse(codes.retryAfterMs);
  }
  // Past this many failures on the number, from anyone, no answer says whether the birthdate was right.
  const guarded = !(await app.attempts.check(SIGN_IN_FAILED, String(id), settings.loginSubjectLimit, now)).allowed;
  const failed = async (reason: 'not_found' | 'redacted' | 'invalid_verification') => {
    await app.attempts.record(SIGN_IN_FAILED_FROM, source, settings.loginSourceLimit, now);
    if (reason !== 'invalid_verification') await app.attempts.record(SIGN_IN_FAILED, String(id), settings.loginSubjectLimit, now);
    if (guarded && reason !== 'invalid_verification') {
      // The answer a right birthdate gets, with no email: the holder's own sign-in is unchanged.
      if (asksForCode) return { useVerification: true as const, method: 'email' as const };
      throw new ApiError(401, invalidCode, undefined, { reason: 'invalid_verification' });
    }
    const message = reason === 'redacted' ? redacted : reason === 'not_found' ? notFound : invalidCode;
    throw new ApiError(401, message, undefined, { reason });
  };

  const person = await app.people.byId(id);
  if (!person) return failed('not_found');
  if (person.redacted_at) {
    const matches = person.birthdate_salt && person.birthdate_hash === birthdateHash(password, person.birthdate_salt);
    return failed(matches ? 'redacted' : 'not_found');
  }
  if (person.birthdate !== password.trim()) return failed('not_found');

  if (asksForCode) {
    const draft = await app.drafts.byId(person.draft_id);
    if (!draft || !person.email) return failed('not_found');
    const sendCode = async () => {
      const sent = newSignInCode();
      const brand = getBrand(person.company);
      const number = trackingNumber(person.id, person.card_type === 'msic' ? 'msic' : 'asic');
      const link = trackLink(app.config.publicUrl, brand, person.card_type, number);
      const queued = await app.drafts.transaction(async (drafts, trx) => {
        const outcome = await queueDraftMail(app, drafts, trx, {
          kind: 'sign-in-code', draft, cardType: person.card_type, data: { Firstname: person.firstname ?? undefined }, to: person.email,
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
        return outcome;
      });
      if (queued.queued) app.mailSender.kick();
      return queued;
    };
    if (guarded) {
      // Answered before the email is made, so neither the answer nor its time says the birthdate was right; past
      // the mail limits nothing is said either, and the code already sent still works.
      sendCode().catch((err: unknown) => log.error({ err }, 'A sign-in code could not be queued'));
    } else {
      const outcome = await sendCode();
      if (!outcome.queued) {
        const wait = outcome.reason === 'limit' ? outcome.retryAfterMs : 0;
        if (wait > 0) throw new RetryLaterError(Math.ceil(wait / 1000), mailLimit(wait));
        throw new ApiError(429, 'We have sent you a code already. Use the newest one.');
      }
    }
    return { useVerification: true as const, method: 'email' as const };
  }

  // Taken before the code is compared, so codes sent together cannot all be compared before any is counted.
  const take = await app.attempts.take(SIGN_IN_CODE, String(id), settings.loginCodeLimit, now);
  if (!take.allowed) refuse(take.retryAfterMs);
  const hash = hashKey(code);
  if (!(await app.people.useCode(person.id, hash, now))) {
    const expired = await app.people.codeExpired(person.id, hash, now);
    if (expired) throw new ApiError(401, expiredCode, undefined, { reason: 'expired_verification' });
    return failed('invalid_verification');
  }
  return { token: await signIdToken(person.id, settings, now) };
}

/** SPEC §7 POST /api/logout: the token (when there is one and it is ours) stops working now, not only when it expires. */
export async function logOut(app: FastifyInstance, token: string | null): Promise<void> {
  const claims = token ? await readIdToken(token, app.config.auth) : null;
  if (claims) await app.people.revokeToken(claims.jti, claims.expiresAt, clockNow());
}
