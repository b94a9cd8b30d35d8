import { z } from 'zod';

export const leadAnalyticsRanges = [30, 90, 365] as const;
export type LeadAnalyticsRange = (typeof leadAnalyticsRanges)[number];

/**
 * GET /api/admin/lead-analytics: the owner's weekly questions over the last `days` days in
 * Connecticut time (shared/business-time.ts), today included. Spam and repeated requests are
 * not counted.
 */
export type LeadAnalytics = {
  days: LeadAnalyticsRange;
  /** First and last business day of the range, "YYYY-MM-DD". */
  from: string;
  to: string;
  totalLeads: number;
  /** Every week (starting Monday) that overlaps the range, oldest first, zero weeks included. */
  leadsPerWeek: { weekStart: string; leads: number }[];
  /** UTM source, else referring host, else "Direct"; most leads first. */
  leadsBySource: { source: string; leads: number }[];
  /** Pages visits started on, with the leads those visits sent; `conversion` is leads / landings (null without landings). */
  landingPages: { path: string; landings: number; leads: number; conversion: number | null }[];
  contactClicks: { path: string; calls: number; emails: number }[];
  rooms: { room: string; leads: number }[];
  topZips: { zip: string; leads: number }[];
};

/** Query string of GET /api/admin/lead-analytics. */
export const leadAnalyticsQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    days: z
      .enum(['30', '90', '365'], { error: 'days must be 30, 90 or 365' })
      .default('30')
      .transform((d) => Number(d) as LeadAnalyticsRange),
  }))();
