import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { getBrand } from '@cards/shared/brand';
import { ApiError } from '../../platform/errors.ts';
import { registrationOptions, relyingParty, verifiedRegistration } from './passkeys.ts';
import type { StaffAccountRow } from './repository.ts';
import { completeSignIn } from './sign-in.ts';
import { pendingSession, signedIn } from './session.ts';
import type { StaffSession } from './session-store.ts';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep, totpUri } from './totp.ts';
import type { StaffView } from './staff-view.ts';

// Setting up a second factor: right after the first password, when the account has none (and then it finishes
// signing in), or signed in, to add another or replace the authenticator app.

interface Enrolling {
  session: StaffSession;
  account: StaffAccountRow;
  /** Whether finishing signs the member in. */
  signsIn: boolean;
}

async function enrolling(app: FastifyInstance, request: FastifyRequest, now: Date): Promise<Enrolling> {
  try {
    const staff = await signedIn(app, request, now);
    return { session: staff.session, account: staff.account, signsIn: false };
  } catch (error) {
    if (!(error instanceof ApiError) || error.extra?.reason !== 'second_factor_required') throw error;
  }
  const { session, account } = await pendingSession(app, request, now);
  const has = account.totp_secret !== null || (await app.staffAccounts.passkeys(account.id)).length > 0;
  // With a second factor already, the password alone adds no other.
  if (has) throw new ApiError(401, 'Finish signing in with your passkey or code.', undefined, { reason: 'second_factor_required' });
  return { session, account, signsIn: true };
}

export async function startTotp(app: FastifyInstance, request: FastifyRequest, now: Date) {
  const { session, account } = await enrolling(app, request, now);
  const secret = newTotpSecret();
  session.data.totpSecret = secret;
  await app.staffSessions.save(session);
  return { secret, uri: totpUri(secret, `${getBrand(account.company).name} staff`, account.email) };
}

export async function confirmTotp(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, code: string, now: Date)
  : Promise<{ recoveryCodes: string[] } & Partial<StaffView>> {
  const { session, account, signsIn } = await enrolling(app, request, now);
  const secret = session.data.totpSecret;
  if (!secret) throw new ApiError(409, 'Start again: choose "Set up an authenticator app".');
  const step = await totpStep(secret, code, now);
  if (step === null) throw new ApiError(400, 'That code is not right. Enter the 6 digits your authenticator app shows now.', { code: 'verificationcode' });
  const recoveryCodes = newRecoveryCodes();
  await app.staffAccounts.setTotp(account.id, secret, step, recoveryCodes.map(recoveryCodeHash));
  delete session.data.totpSecret;
  await app.staffSessions.save(session);
  await app.staffAccounts.audit({ company: account.company, actor: { id: account.id, name: account.name }, action: 'totp-set', staffId: account.id }, now);
  if (!signsIn) return { recoveryCodes };
  return { recoveryCodes, ...await completeSignIn(app, request, reply, session, account, 'totp', now) };
}

export async function passkeyRegistrationOptions(app: FastifyInstance, request: FastifyRequest, now: Date) {
  const { session, account } = await enrolling(app, request, now);
  const options = await registrationOptions(relyingParty(request, getBrand(account.company).name),
    { id: account.id, email: account.email, name: account.name }, await app.staffAccounts.passkeys(account.id));
  session.data.challenge = options.challenge;
  await app.staffSessions.save(session);
  return options;
}

export async function registerPasskey(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply,
  response: RegistrationResponseJSON, now: Date): Promise<Partial<StaffView> & { added: true }> {
  const { session, account, signsIn } = await enrolling(app, request, now);
  const challenge = session.data.challenge;
  delete session.data.challenge;
  await app.staffSessions.save(session);
  if (!challenge) throw new ApiError(409, 'Start again: choose "Add a passkey".');
  const passkey = await verifiedRegistration(relyingParty(request, getBrand(account.company).name), challenge, response);
  if (!passkey) throw new ApiError(400, 'That passkey could not be added. Try again.', { response: 'invalid' });
  await app.staffAccounts.addPasskey(account.id, passkey, now);
  await app.staffAccounts.audit({ company: account.company, actor: { id: account.id, name: account.name }, action: 'passkey-added', staffId: account.id }, now);
  if (!signsIn) return { added: true };
  return { added: true, ...await completeSignIn(app, request, reply, session, account, 'passkey', now) };
}
