// What each staff role may do: the one table the api's guard, the console's pages and the access-matrix test read.

export const staffRoles = ['officer', 'assessor', 'supervisor', 'privacy-officer'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleNames: Record<StaffRole, string> = {
  officer: 'Officer',
  assessor: 'Assessor',
  supervisor: 'Supervisor',
  'privacy-officer': 'Privacy officer',
};

/** Everything a signed-in staff member can be allowed to do. */
export const staffPermissions = [
  'queue.read',
  'person.read',
  'person.interview',
  'person.payment',
  'person.lodge',
  'person.decision',
  'person.dispatch',
  'person.approve-need',
  'person.foreign-card',
  'person.note',
  'person.contact',
  'person.redact',
  'person.data-access',
  'enquiries.read',
  'enquiries.answer',
  'reports.read',
  'staff.manage',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

const officer: readonly StaffPermission[] = [
  'queue.read', 'person.read', 'person.interview', 'person.payment', 'person.dispatch', 'person.foreign-card', 'person.note',
  'person.contact', 'enquiries.read', 'enquiries.answer',
];
const assessor: readonly StaffPermission[] = ['queue.read', 'person.read', 'person.lodge', 'person.decision', 'person.note'];

export const rolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  officer,
  assessor,
  supervisor: [...new Set([...officer, ...assessor, 'person.approve-need', 'reports.read', 'staff.manage'] as const)],
  'privacy-officer': ['person.read', 'person.redact', 'person.data-access'],
};

/** What someone holding these roles may do. */
export function permissionsOf(roles: readonly StaffRole[]): StaffPermission[] {
  const held = new Set(roles.flatMap((role) => rolePermissions[role] ?? []));
  return staffPermissions.filter((permission) => held.has(permission));
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}
