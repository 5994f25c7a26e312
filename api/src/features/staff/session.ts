import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { permissionsOf, type StaffPermission, type StaffRole } from '@cards/shared/staff';
import { ApiError } from '../../platform/errors.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { rolesOf, type StaffAccountRow } from './repository.ts';
import type { StaffSession, StaffSessionData } from './session-store.ts';

// A staff member's session: a random token in a __Host- cookie (Secure, HttpOnly, SameSite=Strict, the whole
// site), found by its hash in the session store. Each request of a signed-in member is checked against the idle and
// absolute times and the account, and moves the idle time on.

export const sessionCookie = '__Host-staff';

/** A signed-in member, as a guarded route sees them. */
export interface SignedInStaff {
  session: StaffSession;
  account: StaffAccountRow;
  roles: StaffRole[];
  permissions: StaffPermission[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff on the staff routes. */
    staff?: SignedInStaff;
  }
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function cookieToken(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[sessionCookie];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function signedOut(message = 'Please sign in.', reason: 'unauthenticated' | 'session_idle' | 'session_ended' = 'unauthenticated'): ApiError {
  return new ApiError(401, message, undefined, { reason });
}

/** Starts a session (a new id every time: the password step's and the signed-in one are never the same). */
export async function startSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, account: StaffAccountRow,
  state: StaffSession['state'], data: StaffSessionData, now: Date): Promise<StaffSession> {
  const token = randomBytes(32).toString('base64url');
  const { idleMs, absoluteMs, pendingMs } = app.config.staff;
  const session: StaffSession = {
    id: hashOf(token), staffId: account.id, company: account.company, state,
    data: { ...data, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 200) },
    createdAt: now.toISOString(), lastSeenAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + (state === 'pending' ? Math.min(pendingMs, idleMs) : absoluteMs)).toISOString(),
  };
  await app.staffSessions.create(session);
  reply.setCookie(sessionCookie, token, { path: '/', secure: true, httpOnly: true, sameSite: 'strict' });
  return session;
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, { path: '/', secure: true, httpOnly: true, sameSite: 'strict' });
}

/** The request's session while it is current, in either state; ended here when its time has run out. */
async function currentSession(app: FastifyInstance, request: FastifyRequest, now: Date): Promise<StaffSession> {
  const token = cookieToken(request);
  if (!token) throw signedOut();
  const session = await app.staffSessions.get(hashOf(token));
  if (!session) throw signedOut('Your session has ended. Please sign in again.', 'session_ended');
  const { idleMs } = app.config.staff;
  if (now.getTime() - Date.parse(session.lastSeenAt) >= idleMs) {
    await app.staffSessions.end(session.id, now);
    throw signedOut('Your session ended because you were inactive. Please sign in again.', 'session_idle');
  }
  if (now.getTime() >= Date.parse(session.expiresAt)) {
    await app.staffSessions.end(session.id, now);
    throw signedOut('Your session has ended. Please sign in again.', 'session_ended');
  }
  return session;
}

async function accountOfSession(app: FastifyInstance, session: StaffSession, now: Date): Promise<StaffAccountRow> {
  const account = await app.staffAccounts.rowById(session.staffId);
  if (!account || account.disabled_at !== null || account.company !== session.company) {
    await app.staffSessions.end(session.id, now);
    throw signedOut('Your session has ended. Please sign in again.', 'session_ended');
  }
  return account;
}

/** The session of someone who gave the right password and has the second factor still to give. */
export async function pendingSession(app: FastifyInstance, request: FastifyRequest, now = clockNow()) {
  const session = await currentSession(app, request, now);
  if (session.state !== 'pending') throw new ApiError(409, 'You are already signed in.');
  return { session, account: await accountOfSession(app, session, now) };
}

/** The signed-in member; their session's idle time starts again. */
export async function signedIn(app: FastifyInstance, request: FastifyRequest, now = clockNow()): Promise<SignedInStaff> {
  const session = await currentSession(app, request, now);
  if (session.state !== 'active') {
    throw new ApiError(401, 'Finish signing in with your passkey or code.', undefined, { reason: 'second_factor_required' });
  }
  const account = await accountOfSession(app, session, now);
  // A write every few seconds at most, however many calls a page makes.
  if (now.getTime() - Date.parse(session.lastSeenAt) >= 5_000) {
    session.lastSeenAt = now.toISOString();
    await app.staffSessions.save(session);
  }
  const roles = rolesOf(account.roles);
  return { session, account, roles, permissions: permissionsOf(roles) };
}

/** A route's guard: a signed-in member of staff who may do `permission`; 403 otherwise. */
export function requireStaff(app: FastifyInstance, permission?: StaffPermission) {
  return async (request: FastifyRequest) => {
    const staff = await signedIn(app, request);
    if (permission && !staff.permissions.includes(permission)) throw new ApiError(403, 'Your role does not allow this.');
    request.staff = staff;
  };
}

/** The member a guarded route runs for. */
export function staffOf(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw signedOut();
  return request.staff;
}
