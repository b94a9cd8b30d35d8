import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Lead, LeadsQuery, PersonalData } from '../../shared/admin-schema';
import { leadSourceSql } from './lead-source-columns';
import { testimonialsByEmail } from '../reviews';
import { containsText } from '../core/db/text-search';
import { leads, mailOutbox } from '../core/db/schema';
import type { Db } from '../core/db/types';

export const leadColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  zip: leads.zip,
  rooms: leads.rooms,
  message: leads.message,
  status: leads.status,
  receivedAt: leads.receivedAt,
  landingPath: leads.landingPath,
  referrerHost: leads.referrerHost,
  utmSource: leads.utmSource,
  utmMedium: leads.utmMedium,
  utmCampaign: leads.utmCampaign,
  formPath: leads.formPath,
  reviewRequestedAt: leads.reviewRequestedAt,
  assignedTo: leads.assignedTo,
};

/** Stored phones are formatted "(203) 555-0147"; this compares their digits only. */
const phoneDigits = sql`replace(replace(replace(replace(replace(${leads.phone}, '(', ''), ')', ''), ' ', ''), '-', ''), '+', '')`;

type LeadFilter = Pick<LeadsQuery, 'q' | 'source'> &
  Partial<Pick<LeadsQuery, 'stage'>> & {
    /** Only the leads assigned to this person (leadScopeOf); undefined for every lead. */
    assignedTo?: number;
  };

/**
 * Spam is never shown; `q` matches name, e-mail, phone (as typed or digits only) and ZIP,
 * case-insensitively; `source` keeps the leads counted under that source.
 */
function leadFilter({ q, source, stage, assignedTo }: LeadFilter): SQL | undefined {
  const notSpam = and(
    eq(leads.isSpam, false),
    assignedTo === undefined ? undefined : eq(leads.assignedTo, assignedTo),
    source ? sql`${leadSourceSql} = ${source}` : undefined,
    stage ? eq(leads.status, stage) : undefined,
  );
  if (!q) return notSpam;
  // A search typed as a phone number, in any format, also matches the phone's digits; the digits
  // inside a name or an e-mail address ("E2E Lead x03t") are not a phone number.
  const digits = /^[\d\s().+-]+$/.test(q) ? q.replace(/\D/g, '') : '';
  const byDigits = digits.length >= 3 ? sql`${phoneDigits} LIKE ${`%${digits}%`}` : undefined;
  return and(notSpam, or(containsText(q, [leads.name, leads.email, leads.phone, leads.zip]), byDigits));
}

/** Newest first, one page at a time, with the total that matched. */
export function listLeadsPage(
  db: Db,
  { q, source, stage, page, pageSize }: LeadsQuery,
  assignedTo?: number,
): { submissions: Lead[]; total: number } {
  const where = leadFilter({ q, source, stage, assignedTo });
  const total = db.select({ n: count() }).from(leads).where(where).get()?.n ?? 0;
  const submissions = db
    .select(leadColumns)
    .from(leads)
    .where(where)
    .orderBy(desc(leads.receivedAt), desc(leads.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { submissions, total };
}

/** Leads still at stage New, spam left out. */
export function countNewLeads(db: Db, assignedTo?: number): number {
  return (
    db
      .select({ n: count() })
      .from(leads)
      .where(leadFilter({ q: '', source: '', stage: 'new', assignedTo }))
      .get()?.n ?? 0
  );
}

/** Every matching lead, newest first, for the CSV export. */
export function listLeadsForExport(db: Db, filter: LeadFilter): Lead[] {
  return db
    .select(leadColumns)
    .from(leads)
    .where(leadFilter(filter))
    .orderBy(desc(leads.receivedAt), desc(leads.id))
    .all();
}

/** Every source the inbox can be filtered by (those of non-spam leads), alphabetically. */
export function listLeadSources(db: Db): string[] {
  return db
    .all<{ source: string }>(
      sql`SELECT DISTINCT ${leadSourceSql} AS source FROM ${leads} WHERE is_spam = 0 ORDER BY source COLLATE NOCASE`,
    )
    .map((r) => r.source);
}

/** Deletes a lead and its queued or sent e-mails together; false when no lead has that id. */
export function deleteLead(db: Db, id: number): boolean {
  return db.transaction(
    (tx) => {
      tx.delete(mailOutbox).where(eq(mailOutbox.leadId, id)).run();
      return tx.delete(leads).where(eq(leads.id, id)).run().changes > 0;
    },
    { behavior: 'immediate' },
  );
}

/**
 * Everything stored about one e-mail address, for a homeowner's access or deletion request: every
 * lead and every review left with that address (case-insensitive), spam included, oldest first.
 */
export function personalDataFor(db: Db, email: string): PersonalData {
  const stored = db
    .select({ ...leadColumns, isSpam: leads.isSpam })
    .from(leads)
    .where(sql`lower(${leads.email}) = ${email.toLowerCase()}`)
    .orderBy(leads.receivedAt, leads.id)
    .all();
  return { email, leads: stored, reviews: testimonialsByEmail(db, email) };
}
