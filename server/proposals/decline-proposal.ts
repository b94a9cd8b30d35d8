import { eq } from 'drizzle-orm';
import type { HomeownerProposal } from '../../shared/proposals/proposal';
import { proposals } from './schema';
import type { Db } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { changeStageIn } from '../leads';
import type { AnswerContext } from './answer-context';
import { homeownerViewOf } from './homeowner-proposal';
import { proposalDeclinedEmail } from './answer-emails';
import { openProposal } from './proposal-link';
import { recordHomeownerAnswer, teamNoticesOf } from './homeowner-answer-record';

type DeclineOutcome =
  | { kind: 'declined'; proposal: HomeownerProposal }
  | { kind: 'refused'; reason: 'taken' | 'closed' }
  | { kind: 'not-found' };

/**
 * "Not now", with an optional reason: the proposal declined, the lead Lost (reason Other, the
 * homeowner's words in its history), the Activity line, the reminders stopped, the team told.
 * Refused once an option is accepted; a second "Not now" changes nothing more.
 */
export function declineProposal(
  db: Db,
  token: string,
  reason: string | undefined,
  { req, now, notifyTo }: AnswerContext,
): DeclineOutcome {
  return db.transaction(
    (tx): DeclineOutcome => {
      const opened = openProposal(tx, token, now);
      if (!opened) return { kind: 'not-found' };
      const { proposal, acceptance } = opened;
      if (acceptance && acceptance.cancelledAt === null) return { kind: 'refused', reason: 'taken' };
      if (proposal.status === 'cancelled') return { kind: 'refused', reason: 'closed' };
      if (proposal.status === 'declined') return { kind: 'declined', proposal: homeownerViewOf(tx, opened, now) };
      const said = reason?.trim() ? reason.trim() : null;
      tx.update(proposals)
        .set({ status: 'declined', declinedReason: said, declinedAt: now.toISOString(), updatedAt: now.toISOString() })
        .where(eq(proposals.id, proposal.id))
        .run();
      changeStageIn(
        tx,
        proposal.leadId,
        { stage: 'lost', reason: 'Other' },
        { now, detail: said ? `Declined the proposal: ${said}` : 'Declined the proposal' },
      );
      recordHomeownerAnswer(
        tx,
        opened,
        'proposal-declined',
        said ? `Proposal declined: ${said}` : 'Proposal declined',
        { req, now },
      );
      const email = proposalDeclinedEmail({
        leadId: proposal.leadId,
        homeownerName: opened.document.homeownerName,
        reason: said,
      });
      queueMail(tx, teamNoticesOf(tx, opened, 'proposal-declined', email, notifyTo), { now });
      return { kind: 'declined', proposal: homeownerViewOf(tx, openProposal(tx, token, now)!, now) };
    },
    { behavior: 'immediate' },
  );
}
