import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Lead } from '../../../shared/admin-schema';
import { noLeadSource } from '../../../shared/lead-source-label';
import type { AdminSession, StaffRole, StaffUser } from '../../../shared/team';
import type { TeamPerson } from '../../../shared/team-schema';
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

const staffNames: Record<StaffRole, string> = {
  owner: 'Dana Reyes',
  office: 'Sam Ortiz',
  designer: 'Lee Park',
  installer: 'Chris Doyle',
};

export const staff = (role: StaffRole, id = 1): StaffUser => ({
  id,
  name: staffNames[role],
  email: `${role}@example.com`,
  role,
});

/** The same people on the Team page: active, never signed in, no registration, unless a test says otherwise. */
export const teamPerson = (role: StaffRole, person: Partial<TeamPerson> = {}): TeamPerson => ({
  id: { owner: 1, office: 2, designer: 3, installer: 4 }[role],
  name: staffNames[role],
  email: {
    owner: 'dana@example.com',
    office: 'sam@example.com',
    designer: 'lee@example.com',
    installer: 'chris@example.com',
  }[role],
  role,
  status: 'active',
  lastSignInAt: null,
  salespersonRegistration: null,
  ...person,
});

/** A consultation request as the inbox shows it, sent from /contact with no source recorded. */
export const inboxLead = (lead: Partial<Lead> = {}): Lead => ({
  id: 9,
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(203) 555-0199',
  zip: '06880',
  rooms: ['Walk-In Closet'],
  message: 'Please call.',
  status: 'new',
  receivedAt: '2026-11-27T15:00:00.000Z',
  reviewRequestedAt: null,
  assignedTo: null,
  ...noLeadSource,
  ...lead,
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
