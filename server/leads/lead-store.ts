import { and, eq, gte } from 'drizzle-orm';
import type { ContactLead } from '../../shared/contact-schema';
import { duplicateWindowStart, fingerprint } from '../core/db/duplicates';
import { leadSourceColumns } from './lead-source-columns';
import { noMail, queueMail, type MailFor } from '../core/mail/outbox';
import { leads } from './schema';
import { issueBookingLink } from './booking-link';
import type { Db } from '../core/db/types';
import { saveLeadPlan, type PlanSnapshot } from '../design';

type StoredLead = typeof leads.$inferSelect;
type LeadFields = Pick<ContactLead, 'name' | 'email' | 'phone' | 'zip' | 'rooms' | 'message'>;
export type NewLead = LeadFields &
  Pick<ContactLead, 'source'> & {
    isSpam: boolean;
    /** The plan sent with the request, already checked and priced by the server. */
    plan?: PlanSnapshot;
  };
/** A saved lead with the token of its booking page and its plan, as its e-mails see it. */
export type LeadWithLink = StoredLead & { bookingToken: string; plan?: PlanSnapshot };

const leadFingerprint = (lead: LeadFields) =>
  fingerprint([lead.name, lead.email, lead.phone, lead.zip, [...lead.rooms].sort().join('|'), lead.message]);

/**
 * Saves a lead, its plan and its e-mails (none for spam) in one IMMEDIATE transaction, so the duplicate check
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
  const { source, plan, isSpam, ...fields } = lead;
  const print = leadFingerprint(lead);
  return db.transaction(
    (tx) => {
      const earlier = tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.fingerprint, print), gte(leads.receivedAt, duplicateWindowStart(now))))
        .get();
      if (earlier) {
        if (plan) saveLeadPlan(tx, earlier.id, plan, now);
        return { leadId: earlier.id, duplicate: true, bookingToken: issueBookingLink(tx, earlier.id, now) };
      }
      const saved = tx
        .insert(leads)
        .values({ ...fields, isSpam, fingerprint: print, receivedAt: now.toISOString(), ...leadSourceColumns(source) })
        .returning()
        .get();
      if (plan) saveLeadPlan(tx, saved.id, plan, now);
      const bookingToken = issueBookingLink(tx, saved.id, now);
      if (!isSpam) queueMail(tx, mailFor({ ...saved, bookingToken, plan }), { now });
      return { leadId: saved.id, duplicate: false, bookingToken };
    },
    { behavior: 'immediate' },
  );
}
