import { eq } from 'drizzle-orm';
import type { HomeownerProposal } from '../../shared/proposals/proposal';
import { proposalAcceptances, proposals } from './schema';
import type { Db } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { changeStageIn } from '../leads';
import { refundCancelledContract } from '../payments';
import type { AnswerContext } from './answer-context';
import { canCancel, deadlineOf, homeownerViewOf } from './homeowner-proposal';
import { cancelConfirmationEmail, optionLine, proposalCancelledEmail } from './answer-emails';
import { openProposal, setProposalLinkEnd } from './proposal-link';
import { proposalLinkEnd } from './proposal-link-life';
import { recordHomeownerAnswer, teamNoticesOf } from './homeowner-answer-record';

type CancelOutcome =
  | { kind: 'cancelled'; proposal: HomeownerProposal; leadId: number }
  | { kind: 'late'; cancelByText: string }
  | { kind: 'nothing-signed' }
  | { kind: 'not-found' };

export const nothingToCancelMessage = 'This proposal has not been accepted, so there is no contract to cancel';
export const cancelWindowEndedMessage = (cancelByText: string) =>
  `The three business days to cancel ended at ${cancelByText}`;

/**
 * "Cancel this contract", until midnight at the end of the third business day: the signature
 * marked cancelled, the proposal cancelled, the lead Lost ("Cancelled within three days"), the
 * Activity line, the job's charges reversed and every payment's refund due, the team told and the
 * homeowner sent a confirmation. Cancelling twice changes nothing more; after the deadline it is
 * refused with the deadline in words.
 */
export function cancelContract(
  db: Db,
  token: string,
  { req, now, notifyTo, onlinePayment }: AnswerContext,
): CancelOutcome {
  return db.transaction(
    (tx): CancelOutcome => {
      const opened = openProposal(tx, token, now);
      if (!opened) return { kind: 'not-found' };
      const { proposal, acceptance } = opened;
      if (!acceptance) return { kind: 'nothing-signed' };
      if (acceptance.cancelledAt !== null) {
        return {
          kind: 'cancelled',
          proposal: homeownerViewOf(tx, opened, now, { onlinePayment }),
          leadId: proposal.leadId,
        };
      }
      if (!canCancel(acceptance, now)) {
        return { kind: 'late', cancelByText: deadlineOf(acceptance).text };
      }
      const at = now.toISOString();
      tx.update(proposalAcceptances).set({ cancelledAt: at }).where(eq(proposalAcceptances.id, acceptance.id)).run();
      tx.update(proposals).set({ status: 'cancelled', updatedAt: at }).where(eq(proposals.id, proposal.id)).run();
      setProposalLinkEnd(tx, proposal, proposalLinkEnd({ closedAt: now }));
      changeStageIn(
        tx,
        proposal.leadId,
        { stage: 'lost', reason: 'Other' },
        { now, detail: 'Cancelled within three days' },
      );
      recordHomeownerAnswer(
        tx,
        opened,
        'proposal-cancelled',
        `Contract cancelled within three days: ${optionLine(acceptance.optionName, acceptance.total)}`,
        { req, now },
      );
      // Every payment comes back within ten business days; Stripe's are sent after this transaction.
      refundCancelledContract(tx, { leadId: proposal.leadId, now, req });
      const homeownerName = opened.document.homeownerName;
      const team = proposalCancelledEmail({
        leadId: proposal.leadId,
        homeownerName,
        optionName: acceptance.optionName,
        total: acceptance.total,
        cancelledAt: at,
      });
      queueMail(
        tx,
        [
          ...teamNoticesOf(tx, opened, 'proposal-cancelled', team, notifyTo),
          {
            leadId: proposal.leadId,
            kind: 'proposal-cancel-confirmation' as const,
            toAddress: opened.lead.email,
            ...cancelConfirmationEmail({ homeownerName, cancelledAt: at }),
          },
        ],
        { now },
      );
      return {
        kind: 'cancelled',
        proposal: homeownerViewOf(tx, openProposal(tx, token, now)!, now, { onlinePayment }),
        leadId: proposal.leadId,
      };
    },
    { behavior: 'immediate' },
  );
}
