import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/errors.ts';
import { signedIn } from './session.ts';
import { newRecoveryCodes, recoveryCodeHash } from './totp.ts';

// A signed-in member's own second factors on the console's security page: their passkeys (listed, and removed while
// another way to finish signing in remains), and a new set of recovery codes in place of the old.

export interface OwnPasskey {
  id: number;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function ownPasskeys(app: FastifyInstance, request: FastifyRequest, now: Date): Promise<{ passkeys: OwnPasskey[] }> {
  const { account } = await signedIn(app, request, now);
  const passkeys = await app.staffAccounts.passkeys(account.id);
  return { passkeys: passkeys.map((p) => ({ id: p.id, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt })) };
}

export async function removeOwnPasskey(app: FastifyInstance, request: FastifyRequest, id: number, now: Date): Promise<void> {
  const { account } = await signedIn(app, request, now);
  const passkeys = await app.staffAccounts.passkeys(account.id);
  if (!passkeys.some((p) => p.id === id)) throw new ApiError(404, 'You have no passkey of that number.');
  // A second factor is required: the last one stays until another is added.
  if (passkeys.length === 1 && account.totp_secret === null) {
    throw new ApiError(409, 'This passkey is your only way to finish signing in. Add an authenticator app or another passkey first.');
  }
  await app.staffAccounts.removePasskey(account.id, id);
  await app.staffAccounts.audit({ company: account.company, actor: { id: account.id, name: account.name }, action: 'passkey-removed', staffId: account.id, before: { passkeyId: id } }, now);
}

export async function replaceOwnRecoveryCodes(app: FastifyInstance, request: FastifyRequest, now: Date): Promise<{ recoveryCodes: string[] }> {
  const { account } = await signedIn(app, request, now);
  const recoveryCodes = newRecoveryCodes();
  await app.staffAccounts.replaceRecoveryCodes(account.id, recoveryCodes.map(recoveryCodeHash));
  await app.staffAccounts.audit({ company: account.company, actor: { id: account.id, name: account.name }, action: 'recovery-codes-replaced', staffId: account.id }, now);
  return { recoveryCodes };
}
