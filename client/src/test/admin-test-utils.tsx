import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { AdminSession, StaffUser } from '../../../shared/team';
import { createQueryClient } from '../lib/api';
import { ToastOutlet } from '../ui/toast-outlet';
import { sessionKey } from '../staff/api/session';

export interface Answer {
  status?: number;
  body?: unknown;
}
type Route = (request: { method: string; url: string; body: unknown }) => Answer | undefined;

/** Stubs fetch with `route` (unrouted requests get a 404) and records every request. */
export function stubApi(route: Route) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = route({ method, url, body }) ?? { status: 404, body: { success: false, error: 'Not found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    /** "METHOD url" of each request so far. */
    requests: () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`),
    /** The body of the latest such request. */
    bodyOf: (method: string, url: string): unknown => {
      const call = fetchMock.mock.calls.findLast(([u, init]) => u === url && (init?.method ?? 'GET') === method);
      return typeof call?.[1]?.body === 'string' ? JSON.parse(call[1].body) : undefined;
    },
  };
}

/** Renders with the app's query client (optionally signed in) and its toast region. */
export function renderWithQueries(ui: ReactNode, session?: AdminSession) {
  const client = createQueryClient();
  if (session) client.setQueryData(sessionKey, session);
  render(
    <QueryClientProvider client={client}>
      {ui}
      <ToastOutlet />
    </QueryClientProvider>,
  );
  return client;
}

export const staff = (role: StaffUser['role'], id = 1): StaffUser => ({
  id,
  name: { owner: 'Dana Reyes', office: 'Sam Ortiz', designer: 'Lee Park' }[role],
  email: `${role}@example.com`,
  role,
});

/** jsdom has <dialog> without showModal and close (https://github.com/jsdom/jsdom/issues/3294). */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
