// The console's own addresses (its routes.json), for links and redirects inside it.
export const staffPaths = {
  signIn: '/staff/sign-in',
  queue: '/staff',
  person: (peopleId: number) => `/staff/people/${peopleId}`,
  security: '/staff/security',
  accounts: '/staff/accounts',
  enquiries: '/staff/enquiries',
  enquiry: (id: number) => `/staff/enquiries/${id}`,
  reports: '/staff/reports',
  foreignCards: '/staff/foreign-cards',
  newForeignCard: '/staff/foreign-cards/new',
  foreignCard: (id: number) => `/staff/foreign-cards/${id}`,
} as const;

/**
 * Where the sign-in page goes once signed in: the page asked for, if it is one of the console's, else the queue.
 * Never another site or a public page (an address in ?next= could be anyone's).
 */
export function afterSignIn(next: string | null): string {
  if (!next || !next.startsWith('/staff') || next.startsWith('/staff/sign-in') || next.startsWith('/staff/set-password')) return staffPaths.queue;
  return /^\/staff(\/[\w\-/%.]*)?(\?[^#\s]*)?$/.test(next) ? next : staffPaths.queue;
}

/** The sign-in page's address that comes back here; `reason` says why the member was sent there. */
export function signInPath(next: string, reason?: 'idle' | 'signed-out' | 'ended'): string {
  const query = new URLSearchParams();
  if (next && next !== staffPaths.queue) query.set('next', next);
  if (reason) query.set('reason', reason);
  const text = query.toString();
  return text ? `${staffPaths.signIn}?${text}` : staffPaths.signIn;
}
