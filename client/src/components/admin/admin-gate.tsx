import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { AdminSession } from '../../../../shared/team';
import { sessionKey } from './admin-queries';
import { AdminPageShell } from './admin-page-shell';
import { SignInForm } from './sign-in-form';

// The dashboard (tabs, panels, lists) loads only once signed in; the sign-in form stays light.
const AdminDashboard = lazy(() => import('./admin-dashboard').then((m) => ({ default: m.AdminDashboard })));

/** Only /admin is gated: the sign-in form until the staff member has a session, then the dashboard. */
export function AdminGate() {
  const session = useQuery<AdminSession>({ queryKey: sessionKey });

  if (session.data?.authenticated) {
    return (
      <Suspense
        fallback={
          <AdminPageShell>
            <p role="status">Loading the dashboard…</p>
          </AdminPageShell>
        }
      >
        <AdminDashboard />
      </Suspense>
    );
  }
  if (session.data) return <SignInForm />;
  return (
    <AdminPageShell>
      <h1 className="text-4xl leading-tight sm:text-5xl">Admin Dashboard</h1>
      <p role="status" className="mt-4 text-ink-soft">
        {session.isError ? 'The dashboard could not be reached. Please reload the page.' : 'Checking your sign-in…'}
      </p>
    </AdminPageShell>
  );
}
