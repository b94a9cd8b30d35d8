// zod/mini within the public forms' zod classes (shared/api/lean-schemas.ts): the contract carries these to the staff pages.
import * as z from 'zod/mini';
import { numberValue } from './api/lean-schemas';

export const leadAnalyticsRanges = [30, 90, 365] as const;
export type LeadAnalyticsRange = (typeof leadAnalyticsRanges)[number];

/**
 * GET /api/admin/lead-analytics: the owner's weekly questions over the last `days` days in
 * Connecticut time (shared/business-time.ts), today included. Spam and repeated requests are
 * not counted.
 */
export const leadAnalyticsSchema = /* @__PURE__ */ (() =>
  z.object({
    days: z.custom<LeadAnalyticsRange>((days) => leadAnalyticsRanges.includes(days as LeadAnalyticsRange)),
    /** First and last business day of the range, "YYYY-MM-DD". */
    from: z.string(),
    to: z.string(),
    totalLeads: numberValue(),
    /** Every week (starting Monday) that overlaps the range, oldest first, zero weeks included. */
    leadsPerWeek: z.array(z.object({ weekStart: z.string(), leads: numberValue() })),
    /** UTM source, else referring host, else "Direct"; most leads first. */
    leadsBySource: z.array(z.object({ source: z.string(), leads: numberValue() })),
    /** Pages visits started on, with the leads those visits sent; `conversion` is leads / landings (null without landings). */
    landingPages: z.array(
      z.object({
        path: z.string(),
        landings: numberValue(),
        leads: numberValue(),
        conversion: z.nullable(numberValue()),
      }),
    ),
    contactClicks: z.array(z.object({ path: z.string(), calls: numberValue(), emails: numberValue() })),
    rooms: z.array(z.object({ room: z.string(), leads: numberValue() })),
    topZips: z.array(z.object({ zip: z.string(), leads: numberValue() })),
  }))();
export type LeadAnalytics = z.infer<typeof leadAnalyticsSchema>;

/** `?days=` of the figures: 30, 90 or 365 (30 when left out), read as a number. */
export const daysFromText = () =>
  z._default(
    z
      .enum(['30', '90', '365'], { error: 'days must be 30, 90 or 365' })
      .check(z.overwrite<unknown>(Number)) as unknown as z.ZodMiniType<LeadAnalyticsRange, `${LeadAnalyticsRange}`>,
    30,
  );

/** Query string of GET /api/admin/lead-analytics. */
export const leadAnalyticsQuerySchema = /* @__PURE__ */ (() => z.object({ days: daysFromText() }))();
