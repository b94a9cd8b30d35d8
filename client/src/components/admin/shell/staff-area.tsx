import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import type { StaffPage } from '../../../../../shared/paths';
import { sessionKey } from '../api/session';
import { TooltipProvider } from '../../ui/tooltip';
import { AccountPanel } from '../account/account-panel';
import { AdminDashboard } from '../dashboard/admin-dashboard';
import { SectionIsPage } from '../parts/dashboard-section';
import { GalleryPanel } from '../gallery/gallery-panel';
import { MyDayPanel } from '../my-day/my-day-panel';
import { PriceBookPanel } from '../price-book/price-book-panel';
import { SchedulePanel } from '../schedule/schedule-panel';
import { TeamPanel } from '../team/team-panel';
import { useStaffCan } from './use-staff-can';
import { PanelBoundary } from './panel-boundary';
import { StaffLayout } from './staff-layout';
import { refusal, staffPageLink, staffPageLinks } from './staff-pages';

// Only designers opening a proposal download the editor.
const ProposalEditorPage = lazy(() =>
  import('../proposal/proposal-editor-page').then((m) => ({ default: m.ProposalEditorPage })),
);

/**
 * Cached answers never go stale on their own: moving to another staff page reads its data afresh
 * (what someone else changed meanwhile), as opening it by its address would. Queries already on
 * their way are left to finish.
 */
let lastShown: StaffPage | undefined;

function useFreshDataOnEachPage(page: StaffPage) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Each page mounts anew (one route each): the page shown last is kept beside the component.
    const moved = lastShown !== undefined && lastShown !== page;
    lastShown = page;
    if (!moved) return;
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] }, { cancelRefetch: false });
  }, [page, queryClient]);
}

/**
 * A signed-in staff page (/admin and the pages under it): the page when the person's role may
 * open it, a sentence saying who may otherwise. While a required two-factor setup is not done,
 * every page shows Your account, as the server allows nothing else.
 */
export function StaffArea({ page, proposalLeadId }: { page: StaffPage; proposalLeadId?: number }) {
  const { user, setupFirst, may } = useStaffCan();
  useFreshDataOnEachPage(page);
  if (!user) return null;
  const links = staffPageLinks.filter((l) => l.needs.some(may));
  const here = staffPageLink(page);
  const allowed = links.some((l) => l.page === page);

  return (
    <TooltipProvider>
      <StaffLayout user={user} links={links} current={page}>
        {setupFirst ? (
          <SectionIsPage value={true}>
            <div className="grid gap-8">
              <p role="note" className="rounded-md border border-brass-700 bg-brass-100 p-4 font-medium text-ink">
                Your team requires two-factor sign-in. Set up an authenticator app to continue.
              </p>
              <PanelBoundary what="Your account">
                <AccountPanel user={user} />
              </PanelBoundary>
            </div>
          </SectionIsPage>
        ) : !allowed ? (
          <>
            <h1 className="text-3xl leading-tight sm:text-5xl">{here.label}</h1>
            <p role="alert" className="mt-4 max-w-2xl rounded-md border border-brass-700 bg-brass-100 p-4 text-ink">
              {refusal(here)} Ask the owner if you need it.
            </p>
          </>
        ) : proposalLeadId !== undefined ? (
          <SectionIsPage value={true}>
            <PanelBoundary what="the proposal">
              <Suspense fallback={<p role="status">Loading the proposal editor…</p>}>
                <ProposalEditorPage leadId={proposalLeadId} />
              </Suspense>
            </PanelBoundary>
          </SectionIsPage>
        ) : page === 'dashboard' ? (
          <AdminDashboard />
        ) : (
          <SectionIsPage value={true}>
            <PanelBoundary what={here.label}>
              {page === 'myDay' ? (
                <MyDayPanel />
              ) : page === 'schedule' ? (
                <SchedulePanel signedInId={user.id} />
              ) : page === 'gallery' ? (
                <GalleryPanel />
              ) : page === 'priceBook' ? (
                <PriceBookPanel />
              ) : page === 'team' ? (
                <TeamPanel signedInId={user.id} />
              ) : (
                <AccountPanel user={user} />
              )}
            </PanelBoundary>
          </SectionIsPage>
        )}
      </StaffLayout>
    </TooltipProvider>
  );
}
