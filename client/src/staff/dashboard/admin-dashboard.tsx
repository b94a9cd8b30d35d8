import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Permission } from '../../../../shared/team';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { Tooltip } from '../../ui/tooltip';
import { AnalyticsPanel } from '../analytics/analytics-panel';
import { firstLeadsView, leadsQuery } from '../api/leads';
import { firstReviewsView, reviewsQuery } from '../api/reviews';
import { CountBadge } from './count-badge';
import { LeadsPanel } from '../leads/leads-panel';
import { PanelBoundary } from '../shell/panel-boundary';
import { RefundsDueNotice } from '../payments/refunds-due-notice';
import { TestimonialsPanel } from '../testimonials/testimonials-panel';
import { useStaffCan } from '../shell/use-staff-can';

/** The spec's three tabs, in order, and what the signed-in person's role needs to see each. */
const tabPermissions = {
  analytics: 'analytics:read',
  testimonials: 'reviews:moderate',
  submissions: 'leads:read',
} as const satisfies Record<string, Permission>;
type Tab = keyof typeof tabPermissions;

/**
 * /admin: the spec's dashboard. Analytics (the default), Testimonials with the pending count and
 * Contact Submissions; a role that may not see a tab does not get it and starts on the first it may.
 * Each panel has its own error boundary: one that fails never takes the others down. Above the
 * tabs, the refunds whose last day is near (payments:manage).
 */
export function AdminDashboard() {
  const { may } = useStaffCan();
  const tabs = (Object.keys(tabPermissions) as Tab[]).filter((tab) => may(tabPermissions[tab]));
  const shows = (tab: Tab) => tabs.includes(tab);

  // The first page of each tab, read from the spec's calls; the tab badges and Analytics use the same answers.
  const reviews = useQuery({ ...reviewsQuery(firstReviewsView), enabled: may('reviews:moderate') });
  const leads = useQuery({ ...leadsQuery(firstLeadsView), enabled: may('leads:read') });
  const pending = reviews.data?.counts.pending ?? 0;
  const newLeads = leads.data?.newLeads ?? 0;
  // Each tab's panel, and what its error boundary says failed.
  const panels: Record<Tab, { what: string; panel: ReactNode }> = {
    analytics: { what: 'The figures', panel: <AnalyticsPanel reviews={reviews} leads={leads} /> },
    testimonials: { what: 'The testimonials', panel: <TestimonialsPanel /> },
    submissions: { what: 'The contact submissions', panel: <LeadsPanel /> },
  };

  return (
    <>
      <h1 className="text-3xl leading-tight sm:text-5xl">Admin Dashboard</h1>
      {may('payments:manage') ? <RefundsDueNotice /> : null}
      <Tabs defaultValue={tabs[0]} className="mt-6 min-w-0">
        {/* One row that scrolls sideways on a phone, so the leads follow the tabs at once; relative, so
            the badges' visually hidden text is clipped with the row instead of widening the page. */}
        <TabsList
          aria-label="Dashboard sections"
          className="relative max-w-full *:shrink-0 *:whitespace-nowrap max-sm:flex-nowrap max-sm:overflow-x-auto"
        >
          {shows('analytics') ? <TabsTrigger value="analytics">Analytics</TabsTrigger> : null}
          {!shows('testimonials') ? null : pending > 0 ? (
            // The badge is only a number: the tooltip says what it counts (hover or keyboard focus).
            <Tooltip
              content={`${pending} ${pending === 1 ? 'testimonial is' : 'testimonials are'} waiting for approval`}
            >
              <TabsTrigger value="testimonials">
                Testimonials
                <CountBadge count={pending} label="pending" />
              </TabsTrigger>
            </Tooltip>
          ) : (
            <TabsTrigger value="testimonials">Testimonials</TabsTrigger>
          )}
          {shows('submissions') ? (
            <TabsTrigger value="submissions">
              Contact Submissions
              {newLeads > 0 ? <CountBadge count={newLeads} label="new" testId="new-leads-badge" /> : null}
            </TabsTrigger>
          ) : null}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab} value={tab}>
            <PanelBoundary what={panels[tab].what}>{panels[tab].panel}</PanelBoundary>
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
