import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { renderWithStores, type FakeReply } from '@cards/shared/testing';
import { permissionsOf, type StaffRole } from '@cards/shared/staff';
import type { StaffSession } from '../src/api/types.ts';

// The staff api as the console's tests see it: answers by 'METHOD /path', each a reply or a function of the body.
// Every request is kept with its body, query and CSRF header, for the tests to check what the pages sent.

export interface SentRequest {
  method: string;
  path: string;
  params: Record<string, unknown> | undefined;
  body: unknown;
  csrf: string | undefined;
}

export type Answer = FakeReply | ((body: unknown, request: SentRequest) => FakeReply);

export function sessionOf(roles: StaffRole[], name = 'Alex Officer'): StaffSession {
  return {
    staff: { id: 7, name, email: 'alex@example.com', roles, company: 'default' },
    permissions: permissionsOf(roles),
    idleExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    expiresAt: new Date(Date.now() + 8 * 3_600_000).toISOString(),
  };
}

export function renderStaff(element: ReactNode, { path, route = path.split('?')[0], answers, session }: {
  path: string;
  /** The route's pattern, when the page takes a parameter. */
  route?: string;
  answers: Record<string, Answer>;
  /** Signed in with these roles (GET /api/staff/me); absent: signed out. */
  session?: StaffSession | null;
}) {
  const sent: SentRequest[] = [];
  const all: Record<string, Answer> = {
    'GET /api/staff/csrf': { data: { csrfToken: 'csrf-1' } },
    'GET /api/staff/me': session ? { data: session } : { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Sign in' } },
    'GET /api/airport/list': { data: [{ Id: 1, Airport: 'Sydney (SYD)', Code: 'SYD', Name: 'Sydney', State: 'NSW', Group: 'SYD' }] },
    ...answers,
  };
  const view = renderWithStores([
    { path: route, element },
    { path: '/staff/sign-in', element: <h1>Sign-in page</h1> },
    { path: '*', element: <h1>Elsewhere</h1> },
  ], {
    path,
    answers: (config: InternalAxiosRequestConfig) => {
      const method = (config.method ?? 'get').toUpperCase();
      const headers = config.headers as unknown as { get?: (name: string) => unknown } | undefined;
      const request: SentRequest = {
        method,
        path: config.url ?? '',
        params: config.params as Record<string, unknown> | undefined,
        body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
        csrf: headers?.get ? (headers.get('x-csrf-token') as string | undefined) ?? undefined : undefined,
      };
      sent.push(request);
      const answer = all[`${method} ${request.path}`];
      if (answer === undefined) return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
      return typeof answer === 'function' ? answer(request.body, request) : answer;
    },
  });
  const posted = (path: string) => sent.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.body);
  return { ...view, sent, posted };
}
