import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { AdminGate } from '../components/admin/admin-gate';
import { AdminPageShell } from '../components/admin/admin-page-shell';
import { Breadcrumbs } from '../components/breadcrumbs';
import { QueryProvider } from '../lib/query-provider';

// Only people following an invitation link download its form (and its validation).
const InvitationPage = lazy(() =>
  import('../components/admin/invitation-page').then((m) => ({ default: m.InvitationPage })),
);

/** /admin: staff only. Lazily loaded, so the public pages never download the dashboard. */
export default function AdminPage() {
  const invitation = new URLSearchParams(useSearch()).get('invitation');
  return (
    <>
      <Breadcrumbs items={[{ name: 'Admin', url: '/admin' }]} />
      <QueryProvider>
        {invitation ? (
          <Suspense
            fallback={
              <AdminPageShell>
                <p role="status">Loading the invitation…</p>
              </AdminPageShell>
            }
          >
            <InvitationPage token={invitation} />
          </Suspense>
        ) : (
          <AdminGate />
        )}
      </QueryProvider>
    </>
  );
}
