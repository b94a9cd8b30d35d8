import type { AdminMetrics, AdminSession, LeadsResponse } from '../../../../shared/admin-schema';
import type { LeadAnalytics, LeadAnalyticsRange } from '../../../../shared/lead-analytics';
import type { TestimonialsResponse } from '../../../../shared/testimonial-schema';
import { throwIfResNotOk } from '../../lib/api';

/** Query keys of the spec's data layer: a read is a GET to the key's segments joined with slashes. */
export const sessionKey = ['/api/admin/session'] as const;
export const testimonialsKey = ['/api/testimonials'] as const;
export const metricsKey = ['/api/admin/metrics'] as const;
export const leadsKey = ['/api/contacts'] as const;
export const leadAnalyticsKey = ['/api/admin/lead-analytics'] as const;

export type { AdminMetrics, AdminSession, LeadsResponse, TestimonialsResponse };

export const leadsPageSize = 25;

/** The leads list carries a query string, so it has its own fetcher under the ['/api/contacts', …] key. */
export async function fetchLeads(q: string, page: number, source = ''): Promise<LeadsResponse> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(leadsPageSize) });
  if (q) params.set('q', q);
  if (source) params.set('source', source);
  return getJson<LeadsResponse>(`/api/contacts?${params}`);
}

export function fetchLeadAnalytics(days: LeadAnalyticsRange): Promise<LeadAnalytics> {
  return getJson<LeadAnalytics>(`/api/admin/lead-analytics?days=${days}`);
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** "404: {"success":false,"error":"Testimonial not found"}" → "404: Testimonial not found". */
export function describeError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const match = /^(\d{3}): ([\s\S]*)$/.exec(message);
  if (!match) return message;
  try {
    const body = JSON.parse(match[2] ?? '') as { error?: unknown };
    if (typeof body.error === 'string') return `${match[1]}: ${body.error}`;
  } catch {
    // Not JSON: keep the text as it came.
  }
  return message;
}

export const isUnauthorized = (err: unknown) => err instanceof Error && err.message.startsWith('401:');
