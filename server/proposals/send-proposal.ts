import { eq } from 'drizzle-orm';
import { addDays, dayOf } from '../../shared/business-time';
import { formatDollars } from '../../shared/money';
import { proposalPagePath } from '../../shared/paths';
import { validUntilProblem } from '../../shared/proposals/valid-until';
import { proposals, proposalVersions } from './schema';
import type { Db } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { prepareVerification } from '../core/verification';
import { currentPriceBook } from '../design';
import { changeStageIn, leads } from '../leads';
import { companySignerOf } from './company-signer';
import { cancelProposalFollowUps, followUpAt, followUpDays } from './follow-ups';
import { documentHash, proposalDocument, storedDraft } from './proposal-document';
import { proposalEmail, proposalFollowUpEmail } from './proposal-emails';
import { discountWarnings, totalProblem } from './option-checks';
import { pricedOption } from './price-options';
import { proposalLinkEnd } from './proposal-link-life';
import { findProposal, isSigned, latestVersion } from './staff-proposal';

type SendOutcome =
  | { kind: 'sent'; version: number }
  | { kind: 'not-found' }
  | { kind: 'no-registration' }
  | { kind: 'signed' }
  | { kind: 'no-draft' }
  | { kind: 'bad-total'; message: string }
  | { kind: 'over-discount'; message: string }
  | { kind: 'invalid'; message: string };

/** The lead's follow-up day once a proposal is sent: the day of the first reminder. */
const followUpOnDays = followUpDays[0];

/** "$4,800" or "$4,800–$7,250": the range of the options' totals. */
function rangeText(totals: number[]): string {
  const low = Math.min(...totals);
  const high = Math.max(...totals);
  return low === high ? formatDollars(low * 100) : `${formatDollars(low * 100)}–${formatDollars(high * 100)}`;
}

/**
 * Sends the saved draft as a new, immutable version, in one transaction: the version (priced now,
 * signed by the sender as companySigner says, hashed), a link for the homeowner
 * (only its hash stored; earlier links replaced), the e-mail and two reminders with that link (earlier pending reminders
 * cancelled), and the lead moved to Quoted at the lowest option's total.
 */
export function sendProposal(
  db: Db,
  {
    leadId,
    senderId,
    siteUrl,
    mayDiscount,
    now = new Date(),
  }: {
    leadId: number;
    senderId: number;
    siteUrl: string;
    /** The sender may give a discount above the price book's cap (the owner and office). */
    mayDiscount: boolean;
    now?: Date;
  },
): SendOutcome {
  const book = currentPriceBook(db);
  return db.transaction(
    (tx): SendOutcome => {
      const lead = tx.select().from(leads).where(eq(leads.id, leadId)).get();
      if (!lead || lead.isSpam) return { kind: 'not-found' };
      const sender = companySignerOf(tx, senderId);
      if (!sender) return { kind: 'no-registration' };
      const proposal = findProposal(tx, leadId);
      if (!proposal) return { kind: 'no-draft' };
      if (isSigned(tx, proposal)) return { kind: 'signed' };

      const draft = storedDraft(proposal.draft);
      const tooFar = validUntilProblem(draft.validUntil, dayOf(now));
      if (tooFar) return { kind: 'invalid', message: tooFar };
      const options = draft.options.map((option) => pricedOption(option, book));
      const problem = totalProblem(options);
      if (problem) return { kind: 'bad-total', message: problem };
      const [overCap] = mayDiscount ? [] : discountWarnings(draft.options, book);
      if (overCap) return { kind: 'over-discount', message: overCap };
      const version = (latestVersion(tx, proposal.id)?.version ?? 0) + 1;
      const sentAt = now.toISOString();
      const document = proposalDocument({
        version,
        homeownerName: lead.name,
        draft,
        options,
        company: { ...sender, signedAt: sentAt },
      });
      tx.insert(proposalVersions)
        .values({
          proposalId: proposal.id,
          version,
          document: JSON.stringify(document),
          sha256: documentHash(document),
          sentBy: senderId,
          senderName: sender.name,
          senderRegistration: sender.registration,
          sentAt,
          validUntil: draft.validUntil,
        })
        .run();
      tx.update(proposals)
        .set({ status: 'sent', updatedAt: sentAt, declinedAt: null, declinedReason: null })
        .where(eq(proposals.id, proposal.id))
        .run();

      // The new link replaces every earlier one: an old e-mail's link says the proposal was updated.
      const { token } = prepareVerification(tx, {
        purpose: 'proposal',
        leadId,
        refId: proposal.id,
        expiresAt: proposalLinkEnd({ validUntil: draft.validUntil }),
        replace: true,
        now,
      });
      const facts = {
        homeownerName: lead.name,
        designerName: sender.name,
        signsAsContractor: sender.capacity === 'contractor',
        version,
        url: new URL(`${proposalPagePath}/${token}`, siteUrl).href,
        validUntil: draft.validUntil,
        optionCount: options.length,
      };
      const to = { leadId, toAddress: lead.email };
      cancelProposalFollowUps(tx, leadId);
      queueMail(tx, { ...to, kind: 'proposal', ...proposalEmail(facts) }, { now });
      for (const days of followUpDays) {
        queueMail(
          tx,
          { ...to, kind: 'proposal-follow-up', ...proposalFollowUpEmail(facts) },
          {
            now,
            sendAfter: followUpAt(now, days),
          },
        );
      }

      const totals = options.map((option) => option.total);
      changeStageIn(
        tx,
        leadId,
        {
          stage: 'quoted',
          quoteCents: Math.max(0, Math.min(...totals)) * 100,
          followUpOn: addDays(dayOf(now), followUpOnDays),
        },
        { staffId: senderId, now, detail: `Proposal v${version} sent: ${rangeText(totals)}` },
      );
      return { kind: 'sent', version };
    },
    { behavior: 'immediate' },
  );
}
