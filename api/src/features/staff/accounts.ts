import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@cards/shared/staff';
import { ApiError } from '../../platform/errors.ts';
import type { StaffActor } from './repository.ts';
import { sendPasswordLink } from './password-link.ts';
import type { StaffSession } from './session-store.ts';

// A supervisor's work on their brand's staff: accounts (made, roles changed, disabled, a new password link) and
// sessions (listed and ended). Another brand's account or session is not found, as one that does not exist.

const notFound = () => new ApiError(404, 'We could not find that.');

export function listAccounts(app: FastifyInstance, company: string) {
  return app.staffAccounts.list(company);
}

export async function createAccount(app: FastifyInstance, company: string, body: { email: string; name: string; roles: StaffRole[] }, actor: StaffActor, now: Date) {
  if (body.roles.length === 0) throw new ApiError(400, 'Choose at least one role.', { roles: 'required' });
  const id = await app.staffAccounts.create({ company, ...body }, actor, now);
  if (id === undefined) throw new ApiError(409, 'There is already an account with this email address.', { email: 'invalid' });
  await sendPasswordLink(app, id, now);
  return (await app.staffAccounts.byId(company, id))!;
}

export async function changeAccount(app: FastifyInstance, company: string, id: number,
  body: { roles?: StaffRole[]; disabled?: boolean; name?: string }, actor: StaffActor, now: Date) {
  if (body.roles?.length === 0) throw new ApiError(400, 'Choose at least one role.', { roles: 'required' });
  // Nobody takes away their own right to manage staff, so a brand always keeps a supervisor who can.
  if (id === actor.id && (body.disabled || (body.roles && !body.roles.includes('supervisor')))) {
    throw new ApiError(409, 'You cannot disable your own account or take away your own supervisor role.');
  }
  const changed = await app.staffAccounts.change(company, id, body, actor, now);
  if (!changed) throw notFound();
  if (body.disabled) await app.staffSessions.endAllOf(id, now);
  return (await app.staffAccounts.byId(company, id))!;
}

export async function resendPasswordLink(app: FastifyInstance, company: string, id: number, actor: StaffActor, now: Date): Promise<void> {
  const account = await app.staffAccounts.byId(company, id);
  if (!account) throw notFound();
  await app.staffSessions.endAllOf(id, now);
  await sendPasswordLink(app, id, now);
  await app.staffAccounts.audit({ company, actor, action: 'password-link-sent', staffId: id }, now);
}

export interface SessionListEntry {
  /** The first 16 characters of the session's hash: enough to end it, and no use as a cookie. */
  id: string;
  staffId: number;
  name: string;
  state: StaffSession['state'];
  createdAt: string;
  lastSeenAt: string;
  userAgent: string;
  current: boolean;
}

export async function listSessions(app: FastifyInstance, company: string, current: StaffSession, now: Date): Promise<SessionListEntry[]> {
  const [sessions, accounts] = await Promise.all([app.staffSessions.listOf(company), app.staffAccounts.list(company)]);
  const names = new Map(accounts.map((a) => [a.id, a.name]));
  const live = (s: StaffSession) => now.getTime() - Date.parse(s.lastSeenAt) < app.config.staff.idleMs && now.getTime() < Date.parse(s.expiresAt);
  return sessions.filter(live).map((s) => ({
    id: s.id.slice(0, 16), staffId: s.staffId, name: names.get(s.staffId) ?? '', state: s.state, createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt, userAgent: s.data.userAgent ?? '', current: s.id === current.id,
  }));
}

export async function endSession(app: FastifyInstance, company: string, shortId: string, actor: StaffActor, now: Date): Promise<void> {
  const session = (await app.staffSessions.listOf(company)).find((s) => s.id.slice(0, 16) === shortId);
  if (!session) throw notFound();
  await app.staffSessions.end(session.id, now);
  await app.staffAccounts.audit({ company, actor, action: 'session-ended', staffId: session.staffId }, now);
}
