import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { staffPageTitle } from '../../../shared/paths';
import { staffPagePath } from '../../../shared/staff-page-path';
import { isRecordPage, staffPages, type StaffPage, type StaffPageParams } from '../../../shared/staff-pages';
import { AdminGate } from '../components/admin/sign-in/admin-gate';
import { AdminPageShell } from '../components/admin/shell/admin-page-shell';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHead } from '../components/seo/page-head';
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
 * /admin and the staff pages under it (shared/staff-pages.ts): staff only. Lazily loaded, so the
 * public pages never download the dashboard.
 */
export default function AdminPage({
  page = 'dashboard',
  params,
}: {
  page?: StaffPage;
  /** A record page's address parameters: /admin/leads/7/proposal gives `{ id: '7' }`. */
  params?: StaffPageParams;
}) {
  const here = staffPages[page];
  const path = staffPagePath(page, params);
  // /admin is prerendered without a query string: an invitation or reset link's token is read
  // once hydration has matched that page.
  const query = useSearch();
  const search = new URLSearchParams(useHydrated() ? query : '');
  const invitation = search.get('invitation');
  const reset = search.get('reset');
  return (
    <>
      {/* The router gives a prerendered page its head; a record's page, rendered on request, sets its own. */}
      {isRecordPage(page) ? (
        <PageHead path={path} title={staffPageTitle(here)} description={here.description} noindex />
      ) : null}
      <Breadcrumbs
        items={[
          { name: 'Admin', url: staffPages.dashboard.path },
          ...(page === 'dashboard' ? [] : [{ name: here.label, url: path }]),
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
          <AdminGate page={page} params={params} />
        )}
      </QueryProvider>
    </>
  );
}
