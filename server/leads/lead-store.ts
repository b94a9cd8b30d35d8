import { and, desc, eq, gte } from 'drizzle-orm';
import type { ContactLead } from '../../shared/contact-schema';
import { duplicateWindowStart, fingerprint } from '../core/db/duplicates';
import { leadSourceColumns } from './lead-source-columns';
import { noMail, queueMail, type MailFor } from '../core/mail/outbox';
import { leads } from '../core/db/schema';
import { issueBookingLink } from './booking-link';
import type { Db } from '../core/db/types';

export type StoredLead = typeof leads.$inferSelect;
type LeadFields = Pick<ContactLead, 'name' | 'email' | 'phone' | 'zip' | 'rooms' | 'message'>;
export type NewLead = LeadFields & Pick<ContactLead, 'source'> & { isSpam: boolean };
/** A saved lead with the token of its booking page, as its e-mails see it. */
export type LeadWithLink = StoredLead & { bookingToken: string };

export const leadFingerprint = (lead: LeadFields) =>
  fingerprint([lead.name, lead.email, lead.phone, lead.zip, [...lead.rooms].sort().join('|'), lead.message]);

/**
 * Saves a lead and its e-mails (none for spam) in one IMMEDIATE transaction, so the duplicate check
 * and the insert see the same data and the caller answers only after COMMIT. The same request
 * within the duplicate window returns the earlier lead's id and writes nothing but a new link to
 * its booking page (the earlier link is hashed, so it cannot be shown again).
 */
export function recordLead(
  db: Db,
  lead: NewLead,
  mailFor: MailFor<LeadWithLink> = noMail,
  now = new Date(),
): { leadId: number; duplicate: boolean; bookingToken: string } {
  const { source, ...fields } = lead;
  const print = leadFingerprint(lead);
  return db.transaction(
    (tx) => {
      const earlier = tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.fingerprint, print), gte(leads.receivedAt, duplicateWindowStart(now))))
        .get();
      if (earlier) return { leadId: earlier.id, duplicate: true, bookingToken: issueBookingLink(tx, earlier.id, now) };
      const saved = tx
        .insert(leads)
        .values({ ...fields, fingerprint: print, receivedAt: now.toISOString(), ...leadSourceColumns(source) })
        .returning()
        .get();
      const bookingToken = issueBookingLink(tx, saved.id, now);
      if (!lead.isSpam) queueMail(tx, mailFor({ ...saved, bookingToken }), { now });
      return { leadId: saved.id, duplicate: false, bookingToken };
    },
    { behavior: 'immediate' },
  );
}

export function listLeads(db: Db): StoredLead[] {
  return db.select().from(leads).where(eq(leads.isSpam, false)).orderBy(desc(leads.id)).all();
}
