/** Where a lead came from, as stored and as the inbox shows it; null when the browser sent nothing. */
export type LeadSourceFields = {
  landingPath: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  formPath: string | null;
};

/** The source a lead is counted under: its UTM source, else the referring host, else "Direct". */
export function leadSourceLabel(source: { utmSource?: string | null; referrerHost?: string | null }): string {
  return source.utmSource || source.referrerHost || 'Direct';
}
