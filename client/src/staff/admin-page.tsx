import { lazy, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  staffPageAt,
  staffPagePath,
  staffPages,
  staffPageTitle,
  type StaffPage,
  type StaffPageParams,
} from '../../../shared/staff-pages';
import { AdminGate } from './sign-in/admin-gate';
import { AdminPageShell } from './shell/admin-page-shell';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { PageHead } from '../ui/seo/page-head';
import { QueryProvider } from '../lib/query-provider';
import { useHydrated } from '../lib/use-hydrated';
import { NotFoundRoute } from '../site/pages/not-found-page';

// Only people following an invitation or reset link download its form (and its validation).
const InvitationPage = lazy(() => import('./invitation/invitation-page').then((m) => ({ default: m.InvitationPage })));
const ResetPasswordPage = lazy(() =>
  import('./password-reset/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);

const loading = (what: string) => (
  <AdminPageShell>
    <p role="status">Loading {what}…</p>
  </AdminPageShell>
);

/**
 * The staff area: /admin and every address under it, routed by the table of staff pages
 * (shared/staff-pages.ts) as the server routes it; an address that is none of them is the site's
 * 404 page. Lazily loaded, so the public pages never download the dashboard.
 */
export default function AdminPage() {
  const [location] = useLocation();
  const found = staffPageAt(location);
  // Keyed by page: moving to another page mounts it anew, as its own route would.
  return found ? <StaffPageFrame key={found.page} {...found} /> : <NotFoundRoute />;
}

/** One staff page: its head and breadcrumbs, then the sign-in until there is a session (or an e-mailed link's page). */
function StaffPageFrame({ page, params }: { page: StaffPage; params: StaffPageParams }) {
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
      <PageHead path={path} title={staffPageTitle(page)} description={here.description} noindex />
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
