import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { leadProposalPagePath, staffPaths, type StaffPage } from '../../../shared/paths';
import { AdminGate } from '../components/admin/sign-in/admin-gate';
import { AdminPageShell } from '../components/admin/shell/admin-page-shell';
import { staffPageLink } from '../components/admin/shell/staff-pages';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHead } from '../components/seo/page-head';
import { business } from '../../../shared/business';
import { QueryProvider } from '../lib/query-provider';
import { useHydrated } from '../lib/use-hydrated';

// Only people following an invitation or reset link download its form (and its validation).
const InvitationPage = lazy(() =>
  import('../components/admin/invitation/invitation-page').then((m) => ({ default: m.InvitationPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../components/admin/password-reset/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);

const loading = (what: string) => (
  <AdminPageShell>
    <p role="status">Loading {what}…</p>
  </AdminPageShell>
);

/**
 * /admin and the staff pages under it: staff only. Lazily loaded, so the public pages never
 * download the dashboard.
 */
export default function AdminPage({
  page = 'dashboard',
  proposalLeadId,
}: {
  page?: StaffPage;
  /** /admin/leads/<id>/proposal: that lead's proposal editor. */
  proposalLeadId?: number;
}) {
  // /admin is prerendered without a query string: an invitation or reset link's token is read
  // once hydration has matched that page.
  const query = useSearch();
  const search = new URLSearchParams(useHydrated() ? query : '');
  const invitation = search.get('invitation');
  const reset = search.get('reset');
  return (
    <>
      {proposalLeadId !== undefined ? (
        <PageHead
          path={leadProposalPagePath(proposalLeadId)}
          title={`Proposal | ${business.name}`}
          description="Staff: a lead’s proposal."
          noindex
        />
      ) : null}
      <Breadcrumbs
        items={[
          { name: 'Admin', url: staffPaths.dashboard },
          ...(proposalLeadId !== undefined
            ? [{ name: 'Proposal', url: leadProposalPagePath(proposalLeadId) }]
            : page === 'dashboard'
              ? []
              : [{ name: staffPageLink(page).label, url: staffPaths[page] }]),
        ]}
      />
      <QueryProvider>
        {invitation ? (
          <Suspense fallback={loading('the invitation')}>
            <InvitationPage token={invitation} />
          </Suspense>
        ) : reset ? (
          <Suspense fallback={loading('the reset link')}>
            <ResetPasswordPage token={reset} />
          </Suspense>
        ) : (
          <AdminGate page={page} proposalLeadId={proposalLeadId} />
        )}
      </QueryProvider>
    </>
  );
}
