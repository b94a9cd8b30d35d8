import { createHash } from 'node:crypto';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { ContactLead } from '../../shared/contact-schema';
import { enqueueMail, type NewOutboxRow } from '../mail/outbox';
import { contactSubmissions } from './schema';
import type { Db } from './types';

export type StoredLead = typeof contactSubmissions.$inferSelect;
type LeadFields = Pick<ContactLead, 'name' | 'email' | 'phone' | 'zip' | 'rooms' | 'message'>;

/** A double click or a retried request within this window is the same lead. */
export const duplicateWindowMs = 2 * 60_000;

/** Same person, same request: case and spacing differences do not make a new lead. */
export function leadFingerprint(lead: LeadFields): string {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const key = [lead.name, lead.email, lead.phone, lead.zip, [...lead.rooms].sort().join('|'), lead.message].map(norm);
  return createHash('sha256').update(JSON.stringify(key)).digest('hex');
}

export function createLead(db: Db, lead: LeadFields & { isSpam?: boolean; fingerprint?: string }): StoredLead {
  const { name, email, phone, zip, rooms, message, isSpam = false, fingerprint } = lead;
  return db
    .insert(contactSubmissions)
    .values({ name, email, phone, zip, rooms, message, isSpam, fingerprint })
    .returning()
    .get();
}

/**
 * Saves a lead and its queued e-mails in one transaction, unless the same request was saved within
 * the duplicate window; then that earlier row is returned and nothing is written.
 * better-sqlite3 commits synchronously (WAL, synchronous=FULL) before this returns.
 */
export function recordLead(
  db: Db,
  lead: LeadFields & { isSpam: boolean },
  mailFor: (saved: StoredLead) => NewOutboxRow[],
  now = new Date(),
): { lead: StoredLead; duplicate: boolean } {
  const fingerprint = leadFingerprint(lead);
  const since = new Date(now.getTime() - duplicateWindowMs).toISOString();
  return db.transaction(
    (tx) => {
      const earlier = tx
        .select()
        .from(contactSubmissions)
        .where(and(eq(contactSubmissions.fingerprint, fingerprint), gte(contactSubmissions.receivedAt, since)))
        .get();
      if (earlier) return { lead: earlier, duplicate: true };
      const saved = createLead(tx as unknown as Db, { ...lead, fingerprint });
      if (!lead.isSpam) enqueueMail(tx, mailFor(saved));
      return { lead: saved, duplicate: false };
    },
    { behavior: 'immediate' },
  );
}

export function listLeads(db: Db): StoredLead[] {
  return db
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.isSpam, false))
    .orderBy(desc(contactSubmissions.id))
    .all();
}
