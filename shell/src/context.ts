import { createContext, useContext } from 'react';
import type { AxiosInstance } from 'axios';
import type { Brand, CardType } from '@cards/shared/brand';
import type { ApiClient, TokenStore } from '@cards/shared/api';

/** What the shell decided at start and its own pages need. Remotes use the shared stores instead. */
export interface ShellServices {
  brand: Brand;
  cardType: CardType;
  http: AxiosInstance;
  api: ApiClient;
  tokenStore: TokenStore;
  /** Minutes of inactivity before a session ends, for the wording of the session-expired page. */
  sessionTimeoutMinutes: number;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell needs the ShellContext provider');
  return services;
}
