import type { HttpClient } from '@cards/shared/api';
import { useSite } from '@cards/shared/ui';
import { createStaffApi, type StaffApi } from './client.ts';

// One staff api client for the page's HTTP client, so every page shares its CSRF token and session listeners.
const clients = new WeakMap<HttpClient, StaffApi>();

export function staffApiFor(http: HttpClient): StaffApi {
  let api = clients.get(http);
  if (!api) {
    api = createStaffApi(http);
    clients.set(http, api);
  }
  return api;
}

export function useStaffApi(): StaffApi {
  return staffApiFor(useSite().services.http);
}
