import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { StaffPage, StaffPageParams } from '../../../../shared/staff-pages';
import { sessionQuery } from '../api/session';
import { AdminPageShell } from '../shell/admin-page-shell';
import { SignInForm } from './sign-in-form';

// The staff pages (tabs, panels, lists) load only once signed in; the sign-in form stays light.
const StaffArea = lazy(() => import('../shell/staff-area').then((m) => ({ default: m.StaffArea })));

/**
 * Only /admin and its pages are gated: the sign-in form until the staff member has a session, then
 * the page asked for (signing in keeps the address, so the person lands where they were going).
 */
export function AdminGate({ page, params }: { page: StaffPage; params?: StaffPageParams }) {
  const session = useQuery(sessionQuery);

  if (session.data?.authenticated) {
    return (
      <Suspense
        fallback={
          <AdminPageShell>
            <p role="status">Loading the dashboard…</p>
          </AdminPageShell>
        }
      >
        <StaffArea page={page} params={params} />
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
