import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { townForZip } from '../../shared/town-for-zip';
import type { Db } from '../core/db/types';
import { setVerificationExpiry } from '../core/verification';
import { leads, queueReviewRequest, reviewRequestMail } from '../leads';
import { proposalLinkEnd } from '../proposals/proposal-link-life';
import { jobState } from './job-state';
import { jobCompletions, punchListItems } from './schema';

/** What closing needs: the site's address for the review link. */
export type CloseOptions = { siteUrl: string; now: Date };

/**
 * Closes the job when all three hold: the homeowner signed off, the punch list is clear and the
 * balance is paid. In one IMMEDIATE transaction the close is written once (only while not closed)
 * and the review request queued with it: every customer is asked, satisfied or not (16 CFR 465),
 * and one asked already is not asked again; the homeowner's links (their page, contract, receipts)
 * work as long again as proposalLinkEnd says. Answers whether it closed now.
 */
export function closeJobIfDone(db: Db, leadId: number, { siteUrl, now }: CloseOptions): boolean {
  return db.transaction(
    (tx) => {
      const state = jobState(tx, leadId, now);
      if (!state.ok || !state.completion) return false;
      const { completion, figures } = state;
      if (completion.closedAt || !completion.signedOffAt || figures.balanceCents > 0) return false;
      const openItem = tx
        .select({ id: punchListItems.id })
        .from(punchListItems)
        .where(and(eq(punchListItems.leadId, leadId), isNull(punchListItems.fixedAt)))
        .get();
      if (openItem) return false;
      const closed = tx
        .update(jobCompletions)
        .set({ closedAt: now.toISOString() })
        .where(and(eq(jobCompletions.leadId, leadId), isNull(jobCompletions.closedAt)))
        .run();
      if (closed.changes === 0) return false;
      setVerificationExpiry(tx, { purpose: 'proposal', leadId }, proposalLinkEnd({ closedAt: now }));
      const zip = tx.select({ zip: leads.zip }).from(leads).where(eq(leads.id, leadId)).get()?.zip ?? '';
      queueReviewRequest(
        tx,
        { leadId, resend: false, mailFor: reviewRequestMail({ siteUrl, town: townForZip(zip) ?? '' }) },
        now,
      );
      return true;
    },
    { behavior: 'immediate' },
  );
}

/** After a payment counted: every job signed off and not yet closed is closed if it now may be. */
export function closeFinishedJobs(db: Db, options: CloseOptions): number {
  const candidates = db
    .select({ leadId: jobCompletions.leadId })
    .from(jobCompletions)
    .where(and(isNotNull(jobCompletions.signedOffAt), isNull(jobCompletions.closedAt)))
    .all();
  return candidates.filter(({ leadId }) => closeJobIfDone(db, leadId, options)).length;
}
