import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { staffRoleLabels, type Permission } from '../../../../shared/team';
import { apiRequest } from '../../lib/api-request';
import { Button } from '../ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { Tooltip, TooltipProvider } from '../ui/tooltip';
import { toast } from '../ui/use-toast';
import { AccountPanel } from './account/account-panel';
import { AnalyticsPanel } from './analytics-panel';
import {
  describeError,
  firstLeadsView,
  firstReviewsView,
  leadsQuery,
  replaceSession,
  reviewsQuery,
} from './admin-queries';
import { AdminPageShell } from './admin-page-shell';
import { CountBadge } from './count-badge';
import { GalleryPanel } from './gallery-panel';
import { LeadsPanel } from './leads-panel';
import { MyDayPanel } from './my-day/my-day-panel';
import { SchedulePanel } from './schedule/schedule-panel';
import { TeamPanel } from './team/team-panel';
import { TestimonialsPanel } from './testimonials-panel';
import { useSessionExpiry } from './use-session-expiry';
import { useStaffCan } from './use-staff-can';

/** Each tab, in order, and what the signed-in person's role needs to see it (any one of a list). */
const tabPermissions = {
  analytics: 'analytics:read',
  testimonials: 'reviews:moderate',
  submissions: 'leads:read',
  myDay: 'leads:read',
  schedule: ['leads:read', 'schedule:manage'],
  gallery: 'photos:manage',
  team: 'team:manage',
  account: 'account:own',
} as const satisfies Record<string, Permission | readonly Permission[]>;
type Tab = keyof typeof tabPermissions;

export function AdminDashboard() {
  const queryClient = useQueryClient();
  const { user, setupFirst, may } = useStaffCan();
  const tabs = (Object.keys(tabPermissions) as Tab[]).filter((tab) => [tabPermissions[tab]].flat().some(may));
  const shows = (tab: Tab) => tabs.includes(tab);

  // The first page of each tab, read from the spec's calls; the tab badges and Analytics use the same answers.
  const reviews = useQuery({ ...reviewsQuery(firstReviewsView), enabled: may('reviews:moderate') });
  const leads = useQuery({ ...leadsQuery(firstLeadsView), enabled: may('leads:read') });
  const pending = reviews.data?.counts.pending ?? 0;
  const newLeads = leads.data?.newLeads ?? 0;

  const signOut = useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout'),
    // Drop every admin answer from memory before showing the sign-in form.
    onSuccess: () => replaceSession(queryClient, { authenticated: false }),
    onError: (err) => toast({ variant: 'destructive', title: 'Could not sign out', description: describeError(err) }),
  });

  useSessionExpiry();

  return (
    <TooltipProvider>
      <AdminPageShell>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl leading-tight sm:text-5xl">Admin Dashboard</h1>
          <Button variant="secondary" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </Button>
        </div>
        {user ? (
          <p className="mt-1 text-sm text-ink-soft">
            Signed in as {user.name} · {staffRoleLabels[user.role]}
          </p>
        ) : null}
        {user && setupFirst ? (
          <div className="mt-6 grid gap-8 sm:mt-8">
            <p role="note" className="rounded-md border border-brass-700 bg-brass-100 p-4 font-medium text-ink">
              Your team requires two-factor sign-in. Set up an authenticator app to continue.
            </p>
            <AccountPanel user={user} />
          </div>
        ) : (
          <Tabs defaultValue={tabs[0]} className="mt-6 min-w-0 sm:mt-8">
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
              {shows('myDay') ? <TabsTrigger value="myDay">My day</TabsTrigger> : null}
              {shows('schedule') ? <TabsTrigger value="schedule">Schedule</TabsTrigger> : null}
              {shows('gallery') ? <TabsTrigger value="gallery">Gallery</TabsTrigger> : null}
              {shows('team') ? <TabsTrigger value="team">Team</TabsTrigger> : null}
              {shows('account') ? <TabsTrigger value="account">Your account</TabsTrigger> : null}
            </TabsList>
            {shows('analytics') ? (
              <TabsContent value="analytics">
                <AnalyticsPanel reviews={reviews} leads={leads} />
              </TabsContent>
            ) : null}
            {shows('testimonials') ? (
              <TabsContent value="testimonials">
                <TestimonialsPanel />
              </TabsContent>
            ) : null}
            {shows('submissions') ? (
              <TabsContent value="submissions">
                <LeadsPanel />
              </TabsContent>
            ) : null}
            {shows('myDay') ? (
              <TabsContent value="myDay">
                <MyDayPanel />
              </TabsContent>
            ) : null}
            {user && shows('schedule') ? (
              <TabsContent value="schedule">
                <SchedulePanel signedInId={user.id} />
              </TabsContent>
            ) : null}
            {shows('gallery') ? (
              <TabsContent value="gallery">
                <GalleryPanel />
              </TabsContent>
            ) : null}
            {user && shows('team') ? (
              <TabsContent value="team">
                <TeamPanel signedInId={user.id} />
              </TabsContent>
            ) : null}
            {user && shows('account') ? (
              <TabsContent value="account">
                <AccountPanel user={user} />
              </TabsContent>
            ) : null}
          </Tabs>
        )}
      </AdminPageShell>
    </TooltipProvider>
  );
}
