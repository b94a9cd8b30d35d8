import { and, desc, eq, gte } from 'drizzle-orm';
import type { ContactLead } from '../../shared/contact-schema';
import { duplicateWindowStart, fingerprint } from '../core/db/duplicates';
import { leadSourceColumns } from './lead-source-columns';
import { noMail, queueMail, type MailFor } from '../core/mail/outbox';
import { leads } from '../core/db/schema';
import type { Db } from '../core/db/types';

export type StoredLead = typeof leads.$inferSelect;
type LeadFields = Pick<ContactLead, 'name' | 'email' | 'phone' | 'zip' | 'rooms' | 'message'>;
export type NewLead = LeadFields & Pick<ContactLead, 'source'> & { isSpam: boolean };

export const leadFingerprint = (lead: LeadFields) =>
  fingerprint([lead.name, lead.email, lead.phone, lead.zip, [...lead.rooms].sort().join('|'), lead.message]);

/**
 * Saves a lead and its e-mails (none for spam) in one IMMEDIATE transaction, so the duplicate check
 * and the insert see the same data and the caller answers only after COMMIT. The same request
 * within the duplicate window returns the earlier lead's id and writes nothing.
 */
export function recordLead(
  db: Db,
  lead: NewLead,
  mailFor: MailFor<StoredLead> = noMail,
  now = new Date(),
): { leadId: number; duplicate: boolean } {
  const { source, ...fields } = lead;
  const print = leadFingerprint(lead);
  return db.transaction(
    (tx) => {
      const earlier = tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.fingerprint, print), gte(leads.receivedAt, duplicateWindowStart(now))))
        .get();
      if (earlier) return { leadId: earlier.id, duplicate: true };
      const saved = tx
        .insert(leads)
        .values({ ...fields, fingerprint: print, receivedAt: now.toISOString(), ...leadSourceColumns(source) })
        .returning()
        .get();
      if (!lead.isSpam) queueMail(tx, mailFor(saved), { now });
      return { leadId: saved.id, duplicate: false };
    },
    { behavior: 'immediate' },
  );
}

export function listLeads(db: Db): StoredLead[] {
  return db.select().from(leads).where(eq(leads.isSpam, false)).orderBy(desc(leads.id)).all();
}
