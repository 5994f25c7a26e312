import type { FastifyInstance } from 'fastify';
import { getBrand } from '@cards/shared/brand';
import { permissionsOf, type StaffPermission, type StaffRole } from '@cards/shared/staff';
import { rolesOf, type StaffAccountRow } from './repository.ts';
import type { StaffSession } from './session-store.ts';

// What the console knows of the signed-in member: who they are, what they may do, and when their session ends.

export interface StaffView {
  staff: { id: number; name: string; email: string; roles: StaffRole[]; company: string; brandName: string };
  permissions: StaffPermission[];
  secondFactors: { totp: boolean; passkeys: number; recoveryCodesLeft: number };
  /** When the session ends if nothing more is done, and at the latest. */
  idleExpiresAt: string;
  expiresAt: string;
}

export async function staffView(app: FastifyInstance, account: StaffAccountRow, session: StaffSession, now: Date): Promise<StaffView> {
  const roles = rolesOf(account.roles);
  const idleEnd = Math.min(now.getTime() + app.config.staff.idleMs, Date.parse(session.expiresAt));
  return {
    staff: { id: account.id, name: account.name, email: account.email, roles, company: account.company, brandName: getBrand(account.company).name },
    permissions: permissionsOf(roles),
    secondFactors: {
      totp: account.totp_secret !== null,
      passkeys: (await app.staffAccounts.passkeys(account.id)).length,
      recoveryCodesLeft: await app.staffAccounts.recoveryCodesLeft(account.id),
    },
    idleExpiresAt: new Date(idleEnd).toISOString(),
    expiresAt: session.expiresAt,
  };
}
