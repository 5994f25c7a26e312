import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequestsText } from '@cards/shared/domain';
import { ApiError, RetryLaterError } from '../../platform/errors.ts';
import { requestBrand } from '../../platform/request-brand.ts';
import { passwordMatches } from './passwords.ts';
import type { StaffAccountRow } from './repository.ts';
import { startSession } from './session.ts';
import type { StaffSession } from './session-store.ts';
import { staffView, type StaffView } from './staff-view.ts';

// Signing in, first step: the address and password, for the brand of the address the console is at. A failure
// counts against the account (past a few in a row, sign-in waits, the wait doubling each time) and against the
// client's address, and says the same whether or not the address has an account.

export type SecondFactorMethod = 'passkey' | 'totp';

export type PasswordStep = { next: 'second-factor'; methods: SecondFactorMethod[] } | { next: 'enrol' };

const wrong = () => new ApiError(401, 'The email address or password is not right.', undefined, { reason: 'unauthenticated' });

const addressKey = (request: FastifyRequest) => createHash('sha256').update(request.ip).digest('hex').slice(0, 32);

/** Refuses while the account waits after failures. */
export function refuseWhileLocked(account: StaffAccountRow, now: Date): void {
  const until = account.locked_until ? Date.parse(account.locked_until) - now.getTime() : 0;
  if (until > 0) throw new RetryLaterError(Math.ceil(until / 1000), tooManyRequestsText(until), { reason: 'too_many_attempts' });
}

/** Counts a failed password or code against the account: past the free ones, the wait doubles each time. */
export async function countFailure(app: FastifyInstance, account: StaffAccountRow, now: Date): Promise<void> {
  const { freeFailures, firstLockMs, maxLockMs } = app.config.staff;
  await app.staffAccounts.recordFailure(account.id, (failures) => {
    if (failures < freeFailures) return null;
    const wait = Math.min(maxLockMs, firstLockMs * 2 ** (failures - freeFailures));
    return new Date(now.getTime() + wait).toISOString();
  });
}

export async function signInWithPassword(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply,
  body: { email: string; password: string }, now: Date): Promise<PasswordStep> {
  const company = requestBrand(request).code;
  const address = addressKey(request);
  const byAddress = await app.attempts.check('staff-sign-in-address', address, app.config.staff.addressLimit, now);
  if (!byAddress.allowed) throw new RetryLaterError(Math.ceil(byAddress.retryAfterMs / 1000), tooManyRequestsText(byAddress.retryAfterMs), { reason: 'too_many_attempts' });

  const account = await app.staffAccounts.rowByEmail(company, body.email);
  if (account) refuseWhileLocked(account, now);
  const matches = await passwordMatches(account?.password_hash ?? null, body.password);
  if (!account || !matches || account.disabled_at !== null) {
    await app.attempts.record('staff-sign-in-address', address, app.config.staff.addressLimit, now);
    if (account) {
      await countFailure(app, account, now);
      await app.staffAccounts.audit({ company, actor: { id: account.id, name: account.name }, action: 'sign-in-refused', staffId: account.id }, now);
    }
    throw wrong();
  }
  const passkeys = await app.staffAccounts.passkeys(account.id);
  const methods: SecondFactorMethod[] = [...(passkeys.length > 0 ? ['passkey' as const] : []), ...(account.totp_secret ? ['totp' as const] : [])];
  await startSession(app, request, reply, account, 'pending', {}, now);
  return methods.length > 0 ? { next: 'second-factor', methods } : { next: 'enrol' };
}

/** The second factor given: the password step's session ends and a new one, with a new id, begins. */
export async function completeSignIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, pending: StaffSession,
  account: StaffAccountRow, method: 'passkey' | 'totp' | 'recovery-code', now: Date): Promise<StaffView> {
  await app.staffSessions.end(pending.id, now);
  await app.staffAccounts.clearFailures(account.id);
  const session = await startSession(app, request, reply, account, 'active', { secondFactor: method }, now);
  await app.staffAccounts.audit({ company: account.company, actor: { id: account.id, name: account.name }, action: 'signed-in', staffId: account.id, after: { method } }, now);
  return staffView(app, account, session, now);
}
