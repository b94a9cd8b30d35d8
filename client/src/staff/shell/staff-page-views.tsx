import { lazy, Suspense, type ComponentType } from 'react';
import type { StaffPage, StaffPageParams } from '../../../../shared/staff-pages';
import type { StaffUser } from '../../../../shared/team';
import { AccountPanel } from '../account/account-panel';
import { AdminDashboard } from '../dashboard/admin-dashboard';
import { GalleryPanel } from '../gallery/gallery-panel';
import { JobsPanel } from '../jobs/jobs-panel';
import { MyDayPanel } from '../my-day/my-day-panel';
import { PriceBookPanel } from '../price-book/price-book-panel';
import { SchedulePanel } from '../schedule/schedule-panel';
import { TeamPanel } from '../team/team-panel';

// Only designers opening a proposal download the editor.
const ProposalEditorPage = lazy(() =>
  import('../proposal/proposal-editor-page').then((m) => ({ default: m.ProposalEditorPage })),
);

const ChangeOrderPage = lazy(() =>
  import('../change-order/change-order-page').then((m) => ({ default: m.ChangeOrderPage })),
);

interface ViewProps {
  user: StaffUser;
  params: StaffPageParams;
}

/** What a staff page shows to someone who may open it. */
export type StaffPageView =
  /** One panel: its heading is the page's h1, and one error boundary names it `what` (else the page's label). */
  | { panel: ComponentType<ViewProps>; what?: string }
  /** Several panels, each with its own heading and error boundary (the dashboard's tabs). */
  | { panels: ComponentType };

/** A lead's editor page (its id in the address), saying `loading` while its code is downloaded. */
const leadEditor =
  (Page: ComponentType<{ leadId: number }>, loading: string): ComponentType<ViewProps> =>
  ({ params }) => (
    <Suspense fallback={<p role="status">{loading}</p>}>
      <Page leadId={Number(params.id)} />
    </Suspense>
  );

/** The view of each page of shared/staff-pages.ts: a page without one here does not compile. */
export const staffPageViews: Record<StaffPage, StaffPageView> = {
  dashboard: { panels: AdminDashboard },
  myDay: { panel: MyDayPanel },
  jobs: { panel: JobsPanel },
  schedule: { panel: ({ user }) => <SchedulePanel signedInId={user.id} /> },
  gallery: { panel: GalleryPanel },
  priceBook: { panel: PriceBookPanel },
  team: { panel: ({ user }) => <TeamPanel signedInId={user.id} /> },
  account: { panel: AccountPanel },
  leadProposal: { what: 'the proposal', panel: leadEditor(ProposalEditorPage, 'Loading the proposal editor…') },
  leadChangeOrder: { what: 'the change orders', panel: leadEditor(ChangeOrderPage, 'Loading the change order…') },
};
