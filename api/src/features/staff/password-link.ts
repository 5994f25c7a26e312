import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { getBrand } from '@cards/shared/brand';
import { renderCopy } from '../../mail/templates/index.ts';
import { staffPasswordCopy } from '../../mail/templates/staff-copy.ts';
import { ApiError } from '../../platform/errors.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import type { StaffActor } from './repository.ts';

// The one-time link that sets a member's password: made with a new account (or again by a supervisor, which also
// ends the member's sessions), emailed to them, and spent once.

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function passwordLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/staff/set-password/${token}`;
}

/** A new link for the member, emailed to them; the link itself, for the ops CLI to print. */
export async function sendPasswordLink(app: FastifyInstance, staffId: number, now: Date, publicUrl = app.config.publicUrl): Promise<string> {
  const account = await app.staffAccounts.rowById(staffId);
  if (!account) throw new ApiError(404, 'We could not find that.');
  const token = randomBytes(32).toString('base64url');
  const { passwordLinkMs } = app.config.staff;
  await app.staffAccounts.addPasswordLink(staffId, tokenHash(token), new Date(now.getTime() + passwordLinkMs).toISOString());
  const link = passwordLinkUrl(publicUrl, token);
  const brand = getBrand(account.company);
  const rendered = await renderCopy(staffPasswordCopy(brand, account, Math.round(passwordLinkMs / 3_600_000)), brand, publicUrl, link);
  await app.mailQueue.add(app.db, { ...rendered, to: account.email, kind: 'staff-password-link', fromName: brand.name }, now);
  app.mailSender.kick();
  return link;
}

const linkGone = () => new ApiError(410, 'This link has run out or was used already. Ask your supervisor to send a new one.', undefined, { reason: 'link_expired' });

/** Whose link it is, while it works. */
export async function passwordLinkOwner(app: FastifyInstance, token: string, now: Date) {
  const staffId = await app.staffAccounts.passwordLink(tokenHash(token), now);
  const account = staffId === undefined ? undefined : await app.staffAccounts.rowById(staffId);
  if (!account || account.disabled_at !== null) throw linkGone();
  return { name: account.name, email: account.email, hasPassword: account.password_hash !== null };
}

export async function setPassword(app: FastifyInstance, body: { token: string; password: string }, now: Date): Promise<void> {
  const staffId = await app.staffAccounts.passwordLink(tokenHash(body.token), now);
  const account = staffId === undefined ? undefined : await app.staffAccounts.rowById(staffId);
  if (!account || account.disabled_at !== null) throw linkGone();
  const problem = passwordProblem(body.password, [account.name, account.email]);
  if (problem) throw new ApiError(400, problem, { password: 'weakpassword' });
  const used = await app.staffAccounts.usePasswordLink(tokenHash(body.token), await hashPassword(body.password), now);
  if (used === undefined) throw linkGone();
  // A new password ends every session the old one began.
  await app.staffSessions.endAllOf(account.id, now);
  const actor: StaffActor = { id: account.id, name: account.name };
  await app.staffAccounts.audit({ company: account.company, actor, action: 'password-set', staffId: account.id }, now);
}
