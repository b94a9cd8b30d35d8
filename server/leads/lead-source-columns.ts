import { sql } from 'drizzle-orm';
import type { LeadSource } from '../../shared/lead-source';
import type { LeadSourceFields } from '../../shared/lead-source-label';

/** Empty strings are stored as null, so "not sent" and "sent empty" read the same. */
export function leadSourceColumns(source: LeadSource | undefined): LeadSourceFields {
  const value = (s: string | undefined) => s || null;
  return {
    landingPath: value(source?.landingPath),
    referrerHost: value(source?.referrerHost?.toLowerCase()),
    utmSource: value(source?.utmSource),
    utmMedium: value(source?.utmMedium),
    utmCampaign: value(source?.utmCampaign),
    formPath: value(source?.formPath),
  };
}

/**
 * The source a lead is counted under, as `leadSourceLabel` (shared/lead-source-label.ts) says: the UTM
 * source, else the referring host, else "Direct". Unqualified column names of contact_submissions.
 */
export const leadSourceSql = sql.raw(`coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'Direct')`);
