import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { staffPages, type StaffPage, type StaffPageParams } from '../../../../shared/staff-pages';
import { sessionKey } from '../api/session';
import { TooltipProvider } from '../../ui/tooltip';
import { AccountPanel } from '../account/account-panel';
import { SectionIsPage } from '../parts/dashboard-section';
import { useStaffCan } from './use-staff-can';
import { PanelBoundary } from './panel-boundary';
import { StaffLayout } from './staff-layout';
import { staffPageViews } from './staff-page-views';
import { mayOpen, navLinks, navPage, refusal } from './staff-pages';

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
export function StaffArea({ page, params = {} }: { page: StaffPage; params?: StaffPageParams }) {
  const { user, setupFirst, may } = useStaffCan();
  // A record's page counts as the page it is within, as in the navigation.
  const current = navPage(page);
  useFreshDataOnEachPage(current);
  if (!user) return null;
  const here = staffPages[page];
  const view = staffPageViews[page];

  return (
    <TooltipProvider>
      <StaffLayout user={user} links={navLinks(may)} current={current}>
        {setupFirst ? (
          <SectionIsPage value={true}>
            <div className="grid gap-8">
              <p role="note" className="rounded-md border border-brass-700 bg-brass-100 p-4 font-medium text-ink">
                Your team requires two-factor sign-in. Set up an authenticator app to continue.
              </p>
              <PanelBoundary what={staffPages.account.label}>
                <AccountPanel user={user} />
              </PanelBoundary>
            </div>
          </SectionIsPage>
        ) : !mayOpen(page, may) ? (
          <>
            <h1 className="text-3xl leading-tight sm:text-5xl">{here.heading}</h1>
            <p role="alert" className="mt-4 max-w-2xl rounded-md border border-brass-700 bg-brass-100 p-4 text-ink">
              {refusal(page)} Ask the owner if you need it.
            </p>
          </>
        ) : 'panels' in view ? (
          <view.panels />
        ) : (
          <SectionIsPage value={true}>
            <PanelBoundary what={view.what ?? here.label}>
              <view.panel user={user} params={params} />
            </PanelBoundary>
          </SectionIsPage>
        )}
      </StaffLayout>
    </TooltipProvider>
  );
}
