import type { Email } from '../core/mail/email';
import { recordActivity } from '../core/activity/activity-log';
import type { Tx } from '../core/db/types';
import type { OutboxMessage } from '../core/mail/outbox';
import type { AnswerContext } from './answer-context';
import { cancelProposalFollowUps } from './follow-ups';
import type { OpenedProposal } from './proposal-link';
import { teamAddresses } from './team-addresses';

/** A homeowner's answer on their proposal: its line in the activity record, and the team's e-mail of the same name. */
type HomeownerAnswer = 'proposal-accepted' | 'proposal-declined' | 'proposal-cancelled';

/**
 * What each homeowner's answer leaves behind besides its own change: its line in the activity record
 * (by nobody on the team), and the proposal's reminders stopped.
 */
export function recordHomeownerAnswer(
  tx: Tx,
  { proposal }: OpenedProposal,
  answer: HomeownerAnswer,
  detail: string,
  { req, now }: Pick<AnswerContext, 'req' | 'now'>,
): void {
  recordActivity(
    tx,
    req,
    { action: answer, actorId: null, subjectType: 'proposal', subjectId: proposal.id, leadId: proposal.leadId, detail },
    now,
  );
  cancelProposalFollowUps(tx, proposal.leadId);
}

/** The team's e-mail of a homeowner's answer, one to each address that hears of it (teamAddresses). */
export function teamNoticesOf(
  tx: Tx,
  { proposal, latest }: OpenedProposal,
  answer: HomeownerAnswer,
  email: Email,
  notifyTo: string,
): OutboxMessage[] {
  return teamAddresses(tx, latest.sentBy, notifyTo).map((toAddress) => ({
    leadId: proposal.leadId,
    kind: answer,
    toAddress,
    ...email,
  }));
}
