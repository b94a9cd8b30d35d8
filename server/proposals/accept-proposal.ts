import { eq } from 'drizzle-orm';
import { proposalPagePath } from '../../shared/paths';
import { cancellationDeadline } from '../../shared/contracts/cancellation-deadline';
import { acceptRefusals, type HomeownerProposal } from '../../shared/proposals/proposal';
import type { acceptProposalSchema } from '../../shared/proposals/signing-schema';
import type { z } from 'zod/mini';
import { proposalAcceptances, proposals } from './schema';
import type { Db } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { sealedBytes } from '../core/secrets';
import { changeStageIn } from '../leads';
import { chargeSignedContract } from '../payments';
import type { AnswerContext } from './answer-context';
import { homeownerViewOf, isExpired } from './homeowner-proposal';
import { optionLine, proposalAcceptedEmail, signedCopyEmail } from './answer-emails';
import { contractNumber } from './contract-number';
import { totalProblem } from './option-checks';
import { openProposal, setProposalLinkEnd, type OpenedProposal } from './proposal-link';
import { proposalLinkEnd } from './proposal-link-life';
import { signedContractPdf, signedCopyAttachment, type Signature } from './signed-contract';
import { recordHomeownerAnswer, teamNoticesOf } from './homeowner-answer-record';

type AcceptInput = z.output<typeof acceptProposalSchema>;
type AcceptRefusal = keyof typeof acceptRefusals;

type AcceptOutcome =
  | { kind: 'accepted'; proposal: HomeownerProposal }
  | { kind: 'refused'; reason: AcceptRefusal }
  | { kind: 'no-option' }
  | { kind: 'bad-total'; message: string }
  | { kind: 'not-found' };

/** Why this acceptance cannot be taken now, if it cannot; the order is the homeowner's most useful answer first. */
function refusalOf(opened: OpenedProposal, version: number, now: Date): AcceptRefusal | null {
  const { proposal, latest, acceptance } = opened;
  if (acceptance && acceptance.cancelledAt === null) return 'taken';
  if (proposal.status === 'declined' || proposal.status === 'cancelled' || acceptance) return 'closed';
  if (version !== latest.version) return 'stale';
  if (isExpired(opened, now)) return 'expired';
  return null;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * "Accept and sign": the homeowner signs for one option of the latest version. In one transaction:
 * the signature (the option as it stood, the version's SHA-256, the typed name and any drawn one,
 * when, from where, with what browser, the deadline to cancel, and the contract's PDF as sent), the proposal accepted, the lead
 * Won with the option's total, the job's ledger charged with it, the Activity line, the reminders stopped, and the e-mails queued: the
 * team told, the homeowner's signed copy. Of two acceptances at once exactly one is stored (the
 * checks run again inside the write transaction, and the table keeps one signature per proposal).
 */
export async function acceptProposal(
  db: Db,
  token: string,
  input: AcceptInput,
  { req, now, siteUrl, notifyTo, onlinePayment }: AnswerContext,
): Promise<AcceptOutcome> {
  const before = openProposal(db, token, now);
  if (!before) return { kind: 'not-found' };
  const early = refusalOf(before, input.version, now);
  if (early) return { kind: 'refused', reason: early };
  const option = before.document.options[input.option];
  if (!option) return { kind: 'no-option' };
  // A version sent before totals were checked may hold one outside the rule: it is never signed, nor written as the Won amount.
  const problem = totalProblem([option]);
  if (problem) return { kind: 'bad-total', message: problem };

  const deadline = cancellationDeadline(now);
  const signature: Signature = {
    signerName: input.fullName,
    signaturePath: input.signature?.trim() ? input.signature.trim() : null,
    signedAt: now.toISOString(),
    ipAddress: req.ip ?? '',
    userAgent: (req.get('user-agent') ?? '').slice(0, 500),
    cancelBy: deadline.endsAt.toISOString(),
  };
  // Made before the write transaction (rendering is asynchronous), from the same facts it stores;
  // stored with the signature, it is the contract every later download gives.
  const contractPdf = await signedContractPdf(db, before, input.option, signature);

  return db.transaction(
    (tx): AcceptOutcome => {
      const opened = openProposal(tx, token, now);
      if (!opened) return { kind: 'not-found' };
      const refusal = refusalOf(opened, input.version, now);
      if (refusal) return { kind: 'refused', reason: refusal };
      const { proposal, latest } = opened;
      try {
        tx.insert(proposalAcceptances)
          .values({
            proposalId: proposal.id,
            versionId: latest.id,
            optionIndex: input.option,
            optionName: option.name,
            total: option.total,
            option: JSON.stringify(option),
            versionSha256: latest.sha256,
            ...signature,
            contractPdf: contractPdf && sealedBytes(contractPdf),
          })
          .run();
      } catch (err) {
        if (isUniqueViolation(err)) return { kind: 'refused', reason: 'taken' };
        throw err;
      }
      tx.update(proposals)
        .set({ status: 'accepted', updatedAt: now.toISOString() })
        .where(eq(proposals.id, proposal.id))
        .run();
      changeStageIn(tx, proposal.leadId, { stage: 'won', finalCents: option.total * 100 }, { now });
      // The job's ledger starts with the contract's total and the schedule signed (a version sent
      // before the progress payment existed has none).
      const { depositPercent, progressPercent } = opened.document;
      chargeSignedContract(tx, {
        leadId: proposal.leadId,
        optionName: option.name,
        totalCents: option.total * 100,
        shares: { depositPercent, progressPercent: progressPercent ?? 0 },
        signedAt: now,
        contractNumber: contractNumber(proposal.leadId, latest.sentAt),
        startsOn: opened.document.startOn,
      });
      // The link is now the homeowner's way to their contract: it no longer ends with valid-until.
      setProposalLinkEnd(tx, proposal, proposalLinkEnd({ signed: true }));
      recordHomeownerAnswer(
        tx,
        opened,
        'proposal-accepted',
        `Proposal accepted: ${optionLine(option.name, option.total)}`,
        { req, now },
      );

      const homeownerName = opened.document.homeownerName;
      const notice = proposalAcceptedEmail({
        leadId: proposal.leadId,
        homeownerName,
        optionName: option.name,
        total: option.total,
        version: latest.version,
        signedAt: signature.signedAt,
        cancelByText: deadline.text,
      });
      queueMail(tx, teamNoticesOf(tx, opened, 'proposal-accepted', notice, notifyTo), { now });
      queueMail(
        tx,
        {
          leadId: proposal.leadId,
          kind: 'proposal-signed-copy',
          toAddress: opened.lead.email,
          ...signedCopyEmail({
            homeownerName,
            optionName: option.name,
            total: option.total,
            cancelByText: deadline.text,
            proposalUrl: new URL(`${proposalPagePath}/${encodeURIComponent(token)}`, siteUrl).href,
          }),
        },
        { now, attachment: contractPdf && signedCopyAttachment(proposal.leadId, latest.version, contractPdf) },
      );
      const after = openProposal(tx, token, now)!;
      return { kind: 'accepted', proposal: homeownerViewOf(tx, after, now, { onlinePayment }) };
    },
    { behavior: 'immediate' },
  );
}
