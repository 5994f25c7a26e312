import { useSyncExternalStore } from 'react';
import { useShell } from '../context.ts';

/** SPEC §4: signed in while a stored token has not expired; follows sign-in, sign-out and expiry. */
export function useAuthenticated(): boolean {
  const { tokenStore } = useShell();
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.isAuthenticated, () => false);
}
