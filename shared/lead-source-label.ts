import * as z from 'zod/mini';

/** Where a lead came from, as stored and as the inbox shows it; null when the browser sent nothing. */
export const leadSourceFieldsSchema = /* @__PURE__ */ (() =>
  z.object({
    landingPath: z.nullable(z.string()),
    referrerHost: z.nullable(z.string()),
    utmSource: z.nullable(z.string()),
    utmMedium: z.nullable(z.string()),
    utmCampaign: z.nullable(z.string()),
    formPath: z.nullable(z.string()),
  }))();
export type LeadSourceFields = z.infer<typeof leadSourceFieldsSchema>;

/** A lead whose browser said nothing of where it came from. */
export const noLeadSource: LeadSourceFields = {
  landingPath: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  formPath: null,
};

/** The source a lead is counted under: its UTM source, else the referring host, else "Direct". */
export function leadSourceLabel(source: { utmSource?: string | null; referrerHost?: string | null }): string {
  return source.utmSource || source.referrerHost || 'Direct';
}
