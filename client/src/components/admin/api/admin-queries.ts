import type { QueryClient } from '@tanstack/react-query';
import type { LeadsResponse, PersonalData } from '../../../../../shared/admin-schema';
import type { LeadAnalytics, LeadAnalyticsRange } from '../../../../../shared/lead-analytics';
import type { AdminSession } from '../../../../../shared/team';
import type { AdminTestimonialsPage, AdminTestimonialsQuery } from '../../../../../shared/testimonial-schema';
import { ApiError, apiRequest, getJson } from '../../../lib/api-request';
import { toLeadsPage } from './leads-answer';
import { toReviewsPage } from './review-figures';

/** Query keys of the data layer: a read is a GET to the key's segments joined with slashes. */
export const sessionKey = ['/api/admin/session'] as const;
export const adminTestimonialsKey = ['/api/testimonials'] as const;
export const leadsKey = ['/api/contacts'] as const;
export const leadAnalyticsKey = ['/api/admin/lead-analytics'] as const;
export const galleryKey = ['/api/gallery'] as const;
export const teamKey = ['/api/team'] as const;
export const accountSessionsKey = ['/api/account/sessions'] as const;
export const twoFactorKey = ['/api/account/two-factor'] as const;
export const passkeysKey = ['/api/account/passkeys'] as const;
export const teamSettingsKey = ['/api/team/settings'] as const;

export type { AdminTestimonialsPage, LeadsResponse, PersonalData };

/**
 * Signed in or out: every admin answer cached before is dropped (e.g. approved-only testimonials
 * read while signed out, or another person's lists) and the session takes its place.
 */
export function replaceSession(queryClient: QueryClient, session: AdminSession) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
  queryClient.setQueryData<AdminSession>(sessionKey, session);
}

export const leadsPageSize = 25;

export type LeadsView = { q: string; page: number; source: string; stage: string };
export type ReviewsView = AdminTestimonialsQuery;

/** What the Contact Submissions and Testimonials tabs show first; the dashboard reads its figures from the same answers. */
export const firstLeadsView: LeadsView = { q: '', page: 1, source: '', stage: '' };
export const firstReviewsView: ReviewsView = { status: 'all', q: '', page: 1 };

/** One page of leads: GET /api/contacts with the view as query parameters, under the ['/api/contacts', view] key. */
export function leadsQuery(view: LeadsView) {
  const params = new URLSearchParams({ page: String(view.page), pageSize: String(leadsPageSize) });
  if (view.q) params.set('q', view.q);
  if (view.source) params.set('source', view.source);
  if (view.stage) params.set('stage', view.stage);
  return {
    queryKey: [...leadsKey, view] as const,
    queryFn: async () => toLeadsPage(await getJson<Parameters<typeof toLeadsPage>[0]>(`/api/contacts?${params}`)),
  };
}

/** One page of reviews and the review figures: GET /api/testimonials with the view as query parameters. */
export function reviewsQuery(view: ReviewsView) {
  const params = new URLSearchParams({ status: view.status, page: String(view.page) });
  if (view.q) params.set('q', view.q);
  return {
    queryKey: [...adminTestimonialsKey, view] as const,
    queryFn: async () =>
      toReviewsPage(await getJson<Parameters<typeof toReviewsPage>[0]>(`/api/testimonials?${params}`)),
  };
}

export function fetchLeadAnalytics(days: LeadAnalyticsRange): Promise<LeadAnalytics> {
  return getJson<LeadAnalytics>(`/api/admin/lead-analytics?days=${days}`);
}

/** Under the leads key, so changing or deleting a lead refreshes a lookup too. */
export const personalDataKey = (email: string) => [...leadsKey, 'by-email', email] as const;

/**
 * Everything stored for one e-mail address (a homeowner's access or deletion request). The address
 * goes in a POST body: a query string would carry it into proxy and server access logs.
 */
export async function fetchPersonalData(email: string): Promise<PersonalData> {
  const res = await apiRequest('POST', '/api/contacts/by-email', { email });
  return (await res.json()) as PersonalData;
}

/** An API failure as staff read it: "404: Testimonial not found" (the status and the server's error text). */
export function describeError(err: unknown): string {
  if (err instanceof ApiError) return err.serverError === undefined ? err.message : `${err.status}: ${err.serverError}`;
  return err instanceof Error ? err.message : String(err);
}

export const isUnauthorized = (err: unknown) => err instanceof ApiError && err.status === 401;
