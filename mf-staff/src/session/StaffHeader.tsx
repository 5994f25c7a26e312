import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { isInductionCompany } from '@cards/shared/domain';
import { staffHeaderSlotId, type StaffPermission } from '@cards/shared/staff';
import type { StaffSession } from '../api/types.ts';
import { staffPaths } from './paths.ts';

// `unless`: shown only to members without that permission (a privacy officer finds an application by its number
// on the console's start page, where others have the queue). `inductions`: only at a brand that runs them.
const navigation: Array<{ path: string; label: string; permission?: StaffPermission; unless?: StaffPermission; inductions?: true }> = [
  { path: staffPaths.queue, label: 'Queue', permission: 'queue.read' },
  { path: staffPaths.queue, label: 'Find an application', permission: 'person.read', unless: 'queue.read' },
  { path: staffPaths.enquiries, label: 'Enquiries', permission: 'enquiries.read' },
  { path: staffPaths.foreignCards, label: 'Foreign cards', permission: 'person.foreign-card', inductions: true },
  { path: staffPaths.reports, label: 'Reports', permission: 'reports.read' },
  { path: staffPaths.security, label: 'Security' },
  { path: staffPaths.accounts, label: 'Staff accounts', permission: 'staff.manage' },
];

/** The links of the console's navigation the member may use (rolePermissions) at their brand, for the header and tests. */
export function navigationFor(permissions: readonly StaffPermission[], company: string) {
  return navigation.filter((item) => (!item.permission || permissions.includes(item.permission))
    && (!item.unless || !permissions.includes(item.unless)) && (!item.inductions || isInductionCompany(company)));
}

function current(path: string, pathname: string): boolean {
  if (path === staffPaths.queue) return pathname === path || pathname.startsWith('/staff/people/');
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The signed-in member's name, Sign out and the console's navigation, in the place the shell's staff layout keeps for
 * them in its header (or at the top of the page where there is no such place, as in a test).
 */
export function StaffHeader({ session, onSignOut }: { session: StaffSession; onSignOut: () => void }) {
  const { pathname } = useLocation();
  // The shell's frame is in the page before any of the console's pages (they load after it).
  const [slot] = useState(() => document.getElementById(staffHeaderSlotId));
  const bar = (
    <div className="staff-bar">
      <p className="staff-bar__member">
        <span className="visually-hidden">Signed in as </span>
        {session.staff.name}
      </p>
      <button type="button" className="button button--secondary staff-bar__sign-out" onClick={onSignOut}>
        Sign out
      </button>
      <nav className="staff-nav" aria-label="Staff console">
        <ul>
          {navigationFor(session.permissions, session.staff.company).map((item) => (
            <li key={item.label}>
              <Link to={item.path} aria-current={current(item.path, pathname) ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
  return slot ? createPortal(bar, slot) : bar;
}
