import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { StaffPermission } from '@cards/shared/staff';
import { LoadFailed, LoadingIndicator, Page } from '@cards/shared/ui';
import type { StaffApi } from '../api/client.ts';
import type { StaffSession } from '../api/types.ts';
import { useStaffApi } from '../api/use-staff-api.ts';
import { createIdleClock } from './idle-timer.ts';
import { StaffHeader } from './StaffHeader.tsx';
import { StaffIdle } from './StaffIdle.tsx';
import { signInPath } from './paths.ts';
import '../staff.css';

export interface SignedInMember {
  session: StaffSession;
  api: StaffApi;
  /** Whether the member's roles allow this (rolePermissions, as the api's guard reads them). */
  may: (permission: StaffPermission) => boolean;
}

const MemberContext = createContext<SignedInMember | null>(null);

/** The signed-in member, inside SignedIn. */
export function useMember(): SignedInMember {
  const member = useContext(MemberContext);
  if (!member) throw new Error('useMember needs SignedIn above it.');
  return member;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'signed-out'; reason?: 'idle' | 'ended' } | { state: 'in'; session: StaffSession };

// The member as the last page found them: the next page starts from it (no loading between pages, no header that
// comes and goes) while it asks the api again.
const lastSession = new WeakMap<StaffApi, StaffSession>();

/**
 * A page of the console for a signed-in member (GET /api/staff/me): without a session it goes to sign-in, which
 * comes back here; without the permission it says so. It puts the member's bar in the header and times the
 * session (15 minutes without a call to the api).
 */
export function SignedIn({ permission, children }: { permission?: StaffPermission; children: ReactNode }) {
  const api = useStaffApi();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const known = lastSession.get(api);
    return known ? { state: 'in', session: known } : { state: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const clock = useMemo(() => createIdleClock(), []);
  useEffect(() => () => clock.close(), [clock]);

  useEffect(() => {
    let live = true;
    api.me().then(
      (session) => {
        if (session && typeof session === 'object') lastSession.set(api, session);
        else lastSession.delete(api);
        if (live) setLoaded(session && typeof session === 'object' ? { state: 'in', session } : { state: 'signed-out', reason: session ?? undefined });
      },
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);

  const [ended, setEnded] = useState<'idle' | 'ended' | 'signed-out' | null>(null);
  useEffect(() => api.subscribe((event) => {
    if (event === 'active') clock.touch();
    else {
      lastSession.delete(api);
      setEnded((reason) => reason ?? 'ended');
    }
  }), [api, clock]);
  const onIdle = useCallback(() => {
    lastSession.delete(api);
    setEnded('idle');
  }, [api]);
  const signOut = useCallback(() => {
    lastSession.delete(api);
    void api.signOut().catch(() => undefined).finally(() => setEnded('signed-out'));
  }, [api]);
  useEffect(() => {
    if (ended) void navigate(ended === 'signed-out' ? signInPath('', 'signed-out') : signInPath(here, ended), { replace: true });
  }, [ended, here, navigate]);

  const member = useMemo<SignedInMember | null>(() => (loaded.state === 'in'
    ? { session: loaded.session, api, may: (p) => loaded.session.permissions.includes(p) }
    : null), [loaded, api]);

  if (loaded.state === 'loading') return <LoadingIndicator />;
  if (loaded.state === 'failed') return <LoadFailed message="We could not reach the staff console. Check your connection and try again." onRetry={() => setAttempt((n) => n + 1)} />;
  if (loaded.state === 'signed-out' || !member) return <Navigate to={signInPath(here, loaded.state === 'signed-out' ? loaded.reason : undefined)} replace />;
  return (
    <MemberContext.Provider value={member}>
      <StaffHeader session={member.session} onSignOut={signOut} />
      <StaffIdle clock={clock} keepAlive={api.keepAlive} onEnded={onIdle} />
      {permission && !member.may(permission) ? (
        <Page title="You cannot use this page">
          <p>Your staff roles do not include this page. Ask a supervisor if you need it.</p>
        </Page>
      ) : children}
    </MemberContext.Provider>
  );
}
