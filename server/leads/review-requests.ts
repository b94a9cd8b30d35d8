import { and, eq } from 'drizzle-orm';
import { queueMail, type MailFor } from '../core/mail/outbox';
import { leads } from './schema';
import type { Db, Tx } from '../core/db/types';

export type LeadForRequest = { id: number; name: string; email: string; reviewRequestedAt: string | null };

type ReviewRequestOutcome =
  | { kind: 'not-found' }
  | { kind: 'already-sent'; reviewRequestedAt: string }
  | { kind: 'sent'; reviewRequestedAt: string };

/**
 * Queues a review-request e-mail for a (non-spam) lead and records when, in one transaction. A
 * lead that already has a request is refused unless `resend` is set, so a double click or a second
 * member of staff does not e-mail the homeowner twice.
 */
export function sendReviewRequest(
  db: Db,
  request: { leadId: number; resend: boolean; mailFor: MailFor<LeadForRequest> },
  now = new Date(),
): ReviewRequestOutcome {
  return db.transaction((tx) => queueReviewRequest(tx, request, now), { behavior: 'immediate' });
}

/** The same, inside a transaction that does more (a job closed asks for its review in the closing transaction). */
export function queueReviewRequest(
  tx: Tx,
  { leadId, resend, mailFor }: { leadId: number; resend: boolean; mailFor: MailFor<LeadForRequest> },
  now: Date,
): ReviewRequestOutcome {
  const lead = tx
    .select({ id: leads.id, name: leads.name, email: leads.email, reviewRequestedAt: leads.reviewRequestedAt })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.isSpam, false)))
    .get();
  if (!lead) return { kind: 'not-found' };
  if (lead.reviewRequestedAt && !resend) return { kind: 'already-sent', reviewRequestedAt: lead.reviewRequestedAt };
  const reviewRequestedAt = now.toISOString();
  queueMail(tx, mailFor(lead), { now });
  tx.update(leads).set({ reviewRequestedAt }).where(eq(leads.id, leadId)).run();
  return { kind: 'sent', reviewRequestedAt };
}
