import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { apiRequest } from '../../lib/api-request';
import { Button } from '../ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { Tooltip, TooltipProvider } from '../ui/tooltip';
import { toast } from '../ui/use-toast';
import { AnalyticsPanel } from './analytics-panel';
import {
  describeError,
  firstLeadsView,
  firstReviewsView,
  isUnauthorized,
  leadsQuery,
  reviewsQuery,
  sessionKey,
  type AdminSession,
} from './admin-queries';
import { AdminPageShell } from './admin-page-shell';
import { CountBadge } from './count-badge';
import { GalleryPanel } from './gallery-panel';
import { LeadsPanel } from './leads-panel';
import { TestimonialsPanel } from './testimonials-panel';

export function AdminDashboard() {
  const queryClient = useQueryClient();
  // The first page of each tab, read from the spec's calls; the tab badges and Analytics use the same answers.
  const reviews = useQuery(reviewsQuery(firstReviewsView));
  const leads = useQuery(leadsQuery(firstLeadsView));
  const pending = reviews.data?.counts.pending ?? 0;
  const newLeads = leads.data?.newLeads ?? 0;

  const signOut = useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout'),
    onSuccess: () => {
      // Drop every admin answer from memory before showing the sign-in form.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
      queryClient.setQueryData<AdminSession>(sessionKey, { authenticated: false });
    },
    onError: (err) => toast({ variant: 'destructive', title: 'Could not sign out', description: describeError(err) }),
  });

  // A session that expired while the page was open: back to the sign-in form.
  const expired = isUnauthorized(reviews.error) || isUnauthorized(leads.error);
  useEffect(() => {
    if (expired) queryClient.setQueryData<AdminSession>(sessionKey, { authenticated: false });
  }, [expired, queryClient]);

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
        <Tabs defaultValue="analytics" className="mt-8">
          <TabsList aria-label="Dashboard sections">
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
            {pending > 0 ? (
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
            <TabsTrigger value="submissions">
              Contact Submissions
              {newLeads > 0 ? <CountBadge count={newLeads} label="new" testId="new-leads-badge" /> : null}
            </TabsTrigger>
            <TabsTrigger value="gallery">Gallery</TabsTrigger>
          </TabsList>
          <TabsContent value="analytics">
            <AnalyticsPanel reviews={reviews} leads={leads} />
          </TabsContent>
          <TabsContent value="testimonials">
            <TestimonialsPanel />
          </TabsContent>
          <TabsContent value="submissions">
            <LeadsPanel />
          </TabsContent>
          <TabsContent value="gallery">
            <GalleryPanel />
          </TabsContent>
        </Tabs>
      </AdminPageShell>
    </TooltipProvider>
  );
}
