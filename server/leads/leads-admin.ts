import { and, asc, count, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Lead, LeadsQuery, PersonalData } from '../../shared/admin-schema';
import { spacePhotoUrl } from '../../shared/api/space-photos';
import type { SpacePhotoView } from '../../shared/booking';
import { leadSourceSql } from './lead-source-columns';
import { customersKept } from '../proposals/contract-facts';
import { testimonialsByEmail } from '../reviews';
import { leadPlansByLead } from '../design';
import { privateMediaDir, removePhotoFiles } from '../gallery';
import { containsText } from '../core/db/text-search';
import { keepActivityOfDeletedLeads, type ForgottenLead } from './forget-lead';
import { consultations, leadSpacePhotos, leads } from './schema';
import { mailOutbox } from '../core/mail/schema';
import type { Db, Tx } from '../core/db/types';

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

/** What each lead holds about its homeowner that a line of the activity record could repeat. */
function personalDataOf(tx: Tx, where: SQL | undefined): ForgottenLead[] {
  return tx
    .select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, address: consultations.address })
    .from(leads)
    .leftJoin(consultations, eq(consultations.leadId, leads.id))
    .where(where)
    .all()
    .map(({ id, ...personal }) => ({ id, personalData: Object.values(personal) }));
}

/**
 * The one place leads are deleted (the inbox's Delete and the retention job): the leads matching
 * `where`, except customers whose records are still kept at `now` (customersKept), with their queued or sent e-mails (the foreign key would only unlink them), in one
 * transaction. Their lines in the activity record stay, without the homeowner's personal data. Their photos of the space go with them by cascade; the photos' files are removed
 * from MEDIA_DIR's private folder once the rows are gone (`mediaDir` is omitted only where there is
 * no MEDIA_DIR, so no photo either). Returns how many leads were deleted.
 */
export function deleteLeadsWhere(
  db: Db,
  matching: SQL | undefined,
  { mediaDir, now = new Date() }: { mediaDir?: string; now?: Date } = {},
): number {
  const { deleted, fileKeys } = db.transaction(
    (tx) => {
      const where = and(matching, notInArray(leads.id, customersKept(tx, now)));
      const ids = tx.select({ id: leads.id }).from(leads).where(where);
      const fileKeys = tx
        .select({ key: leadSpacePhotos.fileKey })
        .from(leadSpacePhotos)
        .where(inArray(leadSpacePhotos.leadId, ids))
        .all()
        .map((p) => p.key);
      tx.delete(mailOutbox).where(inArray(mailOutbox.leadId, ids)).run();
      keepActivityOfDeletedLeads(tx, personalDataOf(tx, where));
      return { deleted: tx.delete(leads).where(where).run().changes, fileKeys };
    },
    { behavior: 'immediate' },
  );
  if (mediaDir) for (const key of fileKeys) removePhotoFiles(privateMediaDir(mediaDir), key);
  return deleted;
}

/** Deletes one lead (see deleteLeadsWhere); false when no lead has that id. */
export function deleteLead(db: Db, id: number, options: { mediaDir?: string } = {}): boolean {
  return deleteLeadsWhere(db, eq(leads.id, id), options) > 0;
}

const spacePhotoColumns = {
  leadId: leadSpacePhotos.leadId,
  id: leadSpacePhotos.id,
  note: leadSpacePhotos.note,
  status: leadSpacePhotos.status,
  createdAt: leadSpacePhotos.createdAt,
};

function spacePhotoRows(db: Db, leadIds: number[]) {
  if (leadIds.length === 0) return [];
  return db
    .select(spacePhotoColumns)
    .from(leadSpacePhotos)
    .where(inArray(leadSpacePhotos.leadId, leadIds))
    .orderBy(asc(leadSpacePhotos.id))
    .all();
}

/** The photos of the space each lead's homeowner added on the booking page, oldest first, by lead id. */
export function spacePhotosByLead(db: Db, leadIds: number[]): Map<number, SpacePhotoView[]> {
  const byLead = new Map<number, SpacePhotoView[]>();
  for (const { leadId, id, note, status } of spacePhotoRows(db, leadIds)) {
    const list = byLead.get(leadId) ?? [];
    list.push({ id, note, status });
    byLead.set(leadId, list);
  }
  return byLead;
}

/**
 * Everything stored about one e-mail address, for a homeowner's access or deletion request: every
 * lead (with its photos of the space and its plan) and every review left with that address (case-insensitive),
 * spam included, oldest first.
 */
export function personalDataFor(db: Db, email: string): PersonalData {
  const stored = db
    .select({ ...leadColumns, isSpam: leads.isSpam })
    .from(leads)
    .where(sql`lower(${leads.email}) = ${email.toLowerCase()}`)
    .orderBy(leads.receivedAt, leads.id)
    .all();
  const ids = stored.map((l) => l.id);
  const photos = spacePhotoRows(db, ids);
  const plans = leadPlansByLead(db, ids);
  // Each photo's note, when it was added, and the staff address of its image (none until processed).
  const withPhotos = stored.map((lead) => ({
    ...lead,
    spacePhotos: photos
      .filter((p) => p.leadId === lead.id)
      .map(({ leadId, ...p }) => ({ ...p, url: p.status === 'ready' ? spacePhotoUrl(leadId, p.id, 'full') : null })),
    plan: plans.get(lead.id) ?? null,
  }));
  return { email, leads: withPhotos, reviews: testimonialsByEmail(db, email) };
}
