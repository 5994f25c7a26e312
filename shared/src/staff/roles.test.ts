import { describe, expect, it } from 'vitest';
import { permissionsOf, rolePermissions, staffPermissions, staffRoles } from './roles.ts';

// Issue: the staff console's roles. What each may do is this one table.
describe('staff roles', () => {
  it('a supervisor may do all an officer and an assessor may, and more', () => {
    for (const permission of [...rolePermissions.officer, ...rolePermissions.assessor]) {
      expect(rolePermissions.supervisor).toContain(permission);
    }
    expect(rolePermissions.supervisor).toContain('staff.manage');
    expect(rolePermissions.officer).not.toContain('staff.manage');
  });

  it('only the privacy officer redacts and exports what is held', () => {
    for (const role of staffRoles) {
      const may = rolePermissions[role].includes('person.redact');
      expect(may, role).toBe(role === 'privacy-officer');
      expect(rolePermissions[role].includes('person.data-access'), role).toBe(role === 'privacy-officer');
    }
  });

  it('an assessor lodges and decides; an officer does neither', () => {
    expect(permissionsOf(['assessor'])).toEqual(expect.arrayContaining(['person.lodge', 'person.decision']));
    expect(permissionsOf(['officer'])).not.toContain('person.decision');
  });

  it('several roles hold what each holds, in the table\'s order, once each', () => {
    const both = permissionsOf(['officer', 'privacy-officer']);
    expect(new Set(both).size).toBe(both.length);
    expect(both).toEqual(staffPermissions.filter((p) => rolePermissions.officer.includes(p) || rolePermissions['privacy-officer'].includes(p)));
    expect(permissionsOf([])).toEqual([]);
  });
});
