import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { getBrand } from '@cards/shared/brand';
import { ApiError } from '../../platform/errors.ts';
import { authenticationOptions, relyingParty, verifiedAuthentication } from './passkeys.ts';
import { completeSignIn, countFailure, refuseWhileLocked } from './sign-in.ts';
import { pendingSession } from './session.ts';
import { recoveryCodeHash, totpStep } from './totp.ts';
import type { StaffView } from './staff-view.ts';

// Signing in, second step: a code from the authenticator app, a recovery code, or a passkey. A wrong code counts
// against the account as a wrong password does.

const wrongCode = (field: 'code' | 'recoveryCode') => new ApiError(400,
  field === 'code' ? 'That code is not right. Enter the 6 digits your authenticator app shows now.' : 'That recovery code is not right, or was used before.',
  { [field]: 'verificationcode' });

export async function signInWithCode(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply,
  body: { code?: string; recoveryCode?: string }, now: Date): Promise<StaffView> {
  const { session, account } = await pendingSession(app, request, now);
  refuseWhileLocked(account, now);
  if (body.recoveryCode !== undefined) {
    if (account.totp_secret !== null && await app.staffAccounts.useRecoveryCode(account.id, recoveryCodeHash(body.recoveryCode), now)) {
      return completeSignIn(app, request, reply, session, account, 'recovery-code', now);
    }
    await countFailure(app, account, now);
    throw wrongCode('recoveryCode');
  }
  if (body.code === undefined) throw new ApiError(400, 'Enter the code from your authenticator app.', { code: 'required' });
  const step = account.totp_secret ? await totpStep(account.totp_secret, body.code, now) : null;
  if (step !== null && await app.staffAccounts.takeTotpStep(account.id, step)) {
    return completeSignIn(app, request, reply, session, account, 'totp', now);
  }
  await countFailure(app, account, now);
  throw wrongCode('code');
}

export async function passkeySignInOptions(app: FastifyInstance, request: FastifyRequest, now: Date) {
  const { session, account } = await pendingSession(app, request, now);
  refuseWhileLocked(account, now);
  const passkeys = await app.staffAccounts.passkeys(account.id);
  if (passkeys.length === 0) throw new ApiError(409, 'This account has no passkey yet. Use your authenticator app.');
  const options = await authenticationOptions(relyingParty(request, getBrand(account.company).name), passkeys);
  session.data.challenge = options.challenge;
  await app.staffSessions.save(session);
  return options;
}

export async function signInWithPasskey(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply,
  response: AuthenticationResponseJSON, now: Date): Promise<StaffView> {
  const { session, account } = await pendingSession(app, request, now);
  refuseWhileLocked(account, now);
  const challenge = session.data.challenge;
  // A challenge is answered once, right or wrong.
  delete session.data.challenge;
  await app.staffSessions.save(session);
  if (!challenge) throw new ApiError(409, 'Start again: choose "Use a passkey".');
  const used = await verifiedAuthentication(relyingParty(request, getBrand(account.company).name), challenge, response, await app.staffAccounts.passkeys(account.id));
  if (!used) {
    await countFailure(app, account, now);
    throw new ApiError(400, 'That passkey could not be checked. Try again, or use your authenticator app.', { response: 'invalid' });
  }
  await app.staffAccounts.usedPasskey(used.passkey.id, used.counter, now);
  return completeSignIn(app, request, reply, session, account, 'passkey', now);
}
