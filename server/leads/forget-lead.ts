import { and, inArray, isNotNull, eq } from 'drizzle-orm';
import { activityLog } from '../core/activity/schema';
import type { Tx } from '../core/db/types';

/** What a deleted lead held about its homeowner, as it may appear in a line's detail. */
export interface ForgottenLead {
  id: number;
  personalData: (string | null | undefined)[];
}

const removedText = '[removed]';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The detail with every piece of personal data replaced: each value whole, and each word of a
 * name or address on its own (a first name, a street), matched as a word and in any case.
 */
export function withoutPersonalData(detail: string, personalData: ForgottenLead['personalData']): string {
  const values = personalData.map((v) => v?.trim() ?? '').filter((v) => v.length > 0);
  const words = values.flatMap((v) => v.split(/[\s,]+/)).filter((w) => w.length >= 2);
  const patterns = [...values, ...words].sort((a, b) => b.length - a.length).map(escape);
  if (patterns.length === 0) return detail;
  return detail.replace(
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${patterns.join('|')})(?![\\p{L}\\p{N}])`, 'giu'),
    removedText,
  );
}

/**
 * Before leads are deleted: their lines in the activity record stay (who did what, when, from
 * where, to which lead id), unlinked from the lead so nothing cascades, and with the homeowner's
 * name, e-mail, phone and address taken out of their details.
 */
export function keepActivityOfDeletedLeads(tx: Tx, forgotten: ForgottenLead[]): void {
  for (const lead of forgotten) {
    const lines = tx
      .select({ id: activityLog.id, detail: activityLog.detail })
      .from(activityLog)
      .where(and(eq(activityLog.leadId, lead.id), isNotNull(activityLog.detail)))
      .all();
    for (const line of lines) {
      const detail = withoutPersonalData(line.detail!, lead.personalData);
      if (detail !== line.detail) tx.update(activityLog).set({ detail }).where(eq(activityLog.id, line.id)).run();
    }
  }
  const ids = forgotten.map((lead) => lead.id);
  if (ids.length > 0) tx.update(activityLog).set({ leadId: null }).where(inArray(activityLog.leadId, ids)).run();
}
