import type { FastifyInstance } from 'fastify';
import { isStaffRole, staffRoles, type StaffRole } from '@cards/shared/staff';
import { createAccount } from '../features/staff/accounts.ts';
import { sendPasswordLink } from '../features/staff/password-link.ts';
import { ApiError } from '../platform/errors.ts';
import { now as clockNow } from '../platform/clock.ts';
import { OpsError } from './ops-error.ts';

// `ops staff`: the first account of a brand (a supervisor, who makes the others in the console), and a list of a
// brand's accounts. The same services as the console's, so an account made here is made by the same rules.

export function rolesArg(value: string | undefined): StaffRole[] {
  const roles = (value ?? '').split(',').map((r) => r.trim()).filter(Boolean);
  if (roles.length === 0 || !roles.every(isStaffRole)) throw new OpsError(`--roles is a comma-separated list of ${staffRoles.join(', ')}.`);
  return [...new Set(roles)] as StaffRole[];
}

export async function addStaff(app: FastifyInstance, company: string, options: { email?: string; name?: string; roles?: string; by?: string }, now = clockNow()): Promise<string[]> {
  const email = options.email?.trim();
  const name = options.name?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new OpsError('--email needs the member\'s email address.');
  if (!name || name.length > 100) throw new OpsError('--name needs the member\'s name (at most 100 characters).');
  const roles = rolesArg(options.roles ?? 'supervisor');
  try {
    const account = await createAccount(app, company, { email, name, roles }, { id: null, name: options.by?.trim() || 'ops' }, now);
    const link = await sendPasswordLink(app, account.id, now);
    return [
      `Staff account ${account.id} made for ${account.name} <${account.email}> at ${company}, as ${roles.join(', ')}.`,
      'They are emailed this link to choose a password (it works once, within 24 hours); then they set up a passkey or an authenticator app:',
      `  ${link}`,
    ];
  } catch (error) {
    if (error instanceof ApiError) throw new OpsError(error.message);
    throw error;
  }
}

export async function listStaff(app: FastifyInstance, company: string): Promise<string[]> {
  const accounts = await app.staffAccounts.list(company);
  if (accounts.length === 0) return [`${company} has no staff accounts yet: make the first with "staff add".`];
  return accounts.map((a) => `${String(a.id).padStart(4)}  ${a.name} <${a.email}>  ${a.roles.join(', ')}${a.disabled ? '  (disabled)' : ''}`
    + `${a.hasPassword ? '' : '  (no password yet)'}${a.hasTotp || a.passkeys > 0 ? '' : '  (no second factor yet)'}`);
}
