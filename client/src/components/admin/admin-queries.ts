import type { AdminMetrics, AdminSession, LeadsResponse, PersonalData } from '../../../../shared/admin-schema';
import type { LeadAnalytics, LeadAnalyticsRange } from '../../../../shared/lead-analytics';
import type { AdminTestimonialsPage, AdminTestimonialsQuery } from '../../../../shared/testimonial-schema';
import { ApiError, apiRequest, getJson } from '../../lib/api-request';

/** Query keys of the data layer: a read is a GET to the key's segments joined with slashes. */
export const sessionKey = ['/api/admin/session'] as const;
export const adminTestimonialsKey = ['/api/testimonials/admin'] as const;
export const metricsKey = ['/api/admin/metrics'] as const;
export const leadsKey = ['/api/contacts'] as const;
export const leadAnalyticsKey = ['/api/admin/lead-analytics'] as const;
export const galleryKey = ['/api/gallery'] as const;

export type { AdminMetrics, AdminSession, AdminTestimonialsPage, LeadsResponse, PersonalData };

export const leadsPageSize = 25;

/** The leads list carries a query string, so it has its own fetcher under the ['/api/contacts', …] key. */
export async function fetchLeads(q: string, page: number, source = '', stage = ''): Promise<LeadsResponse> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(leadsPageSize) });
  if (q) params.set('q', q);
  if (source) params.set('source', source);
  if (stage) params.set('stage', stage);
  return getJson<LeadsResponse>(`/api/contacts?${params}`);
}

/** One page of the Testimonials tab. */
export function fetchAdminTestimonials({ status, q, page }: AdminTestimonialsQuery): Promise<AdminTestimonialsPage> {
  const params = new URLSearchParams({ status, page: String(page) });
  if (q) params.set('q', q);
  return getJson<AdminTestimonialsPage>(`/api/testimonials/admin?${params}`);
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
