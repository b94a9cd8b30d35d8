import { createHash } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ContactLead } from '../../shared/contact-schema';
import { mailOutboxWriter, type NewOutboxRow } from '../mail/outbox';
import { leadSourceColumns } from './lead-source-columns';
import { rawStatement } from './raw-statement';
import { contactSubmissions } from './schema';
import type { Db } from './types';

export type StoredLead = typeof contactSubmissions.$inferSelect;
type LeadFields = Pick<ContactLead, 'name' | 'email' | 'phone' | 'zip' | 'rooms' | 'message'>;
type NewLead = LeadFields & Pick<ContactLead, 'source'> & { isSpam?: boolean; fingerprint?: string };

/** A double click or a retried request within this window is the same lead. */
export const duplicateWindowMs = 2 * 60_000;

/** Same person, same request: case and spacing differences do not make a new lead. */
export function leadFingerprint(lead: LeadFields): string {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const key = [lead.name, lead.email, lead.phone, lead.zip, [...lead.rooms].sort().join('|'), lead.message].map(norm);
  return createHash('sha256').update(JSON.stringify(key)).digest('hex');
}

const placeholder = sql.placeholder;

export function createLead(db: Db, lead: NewLead): StoredLead {
  const { name, email, phone, zip, rooms, message, isSpam = false, fingerprint, source } = lead;
  return db
    .insert(contactSubmissions)
    .values({ name, email, phone, zip, rooms, message, isSpam, fingerprint, ...leadSourceColumns(source) })
    .returning()
    .get();
}

export type RecordLead = (
  lead: LeadFields & Pick<ContactLead, 'source'> & { isSpam: boolean },
  mailFor: (saved: StoredLead) => NewOutboxRow[],
  now?: Date,
) => { leadId: number; duplicate: boolean };

/**
 * Saves a lead and its queued e-mails, unless the same request was saved within the duplicate
 * window; then the earlier lead's id is returned and nothing is written. The statements are
 * prepared once. The caller runs it inside a transaction (the group commit gives each call its own
 * savepoint), so the lead and its e-mails are stored together or not at all.
 */
export function leadRecorder(db: Db): RecordLead {
  const findRecent = rawStatement<{ fingerprint: string; since: string }>(
    db.$client,
    db
      .select({ id: contactSubmissions.id })
      .from(contactSubmissions)
      .where(
        and(
          eq(contactSubmissions.fingerprint, placeholder('fingerprint')),
          gte(contactSubmissions.receivedAt, placeholder('since')),
        ),
      )
      .limit(1),
  );
  const insertLead = rawStatement<Omit<StoredLead, 'id' | 'status'>>(
    db.$client,
    db.insert(contactSubmissions).values({
      name: placeholder('name'),
      email: placeholder('email'),
      phone: placeholder('phone'),
      zip: placeholder('zip'),
      rooms: placeholder('rooms'),
      message: placeholder('message'),
      isSpam: placeholder('isSpam'),
      fingerprint: placeholder('fingerprint'),
      receivedAt: placeholder('receivedAt'),
      landingPath: placeholder('landingPath'),
      referrerHost: placeholder('referrerHost'),
      utmSource: placeholder('utmSource'),
      utmMedium: placeholder('utmMedium'),
      utmCampaign: placeholder('utmCampaign'),
      formPath: placeholder('formPath'),
    }),
  );
  const enqueueMail = mailOutboxWriter(db);
  return (lead, mailFor, now = new Date()) => {
    const fingerprint = leadFingerprint(lead);
    const since = new Date(now.getTime() - duplicateWindowMs).toISOString();
    const earlier = findRecent.get<{ id: number }>({ fingerprint, since });
    if (earlier) return { leadId: earlier.id, duplicate: true };
    const { name, email, phone, zip, rooms, message, isSpam, source } = lead;
    const fields = {
      ...{ name, email, phone, zip, rooms, message, isSpam, fingerprint, receivedAt: now.toISOString() },
      ...leadSourceColumns(source),
    };
    const leadId = Number(insertLead.run(fields).lastInsertRowid);
    if (!isSpam) enqueueMail(mailFor({ id: leadId, status: 'new', ...fields }));
    return { leadId, duplicate: false };
  };
}

export function listLeads(db: Db): StoredLead[] {
  return db
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.isSpam, false))
    .orderBy(desc(contactSubmissions.id))
    .all();
}
