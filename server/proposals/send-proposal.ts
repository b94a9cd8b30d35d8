import { eq } from 'drizzle-orm';
import { addDays, dayOf, dayRange } from '../../shared/business-time';
import { formatDollars } from '../../shared/money';
import { proposalPagePath } from '../../shared/paths';
import { leads, proposals, proposalVersions, staff } from '../core/db/schema';
import type { Db } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { prepareVerification } from '../core/verification';
import { currentPriceBook } from '../design';
import { changeStageIn } from '../leads';
import { companySigner } from './company-signer';
import { cancelProposalFollowUps, followUpAt, followUpDays } from './follow-ups';
import { documentHash, proposalDocument, storedDraft } from './proposal-document';
import { proposalEmail, proposalFollowUpEmail } from './proposal-emails';
import { pricedOption } from './price-options';
import { findProposal, isSigned, latestVersion } from './staff-proposal';

export type SendOutcome =
  | { kind: 'sent'; version: number }
  | { kind: 'not-found' }
  | { kind: 'no-registration' }
  | { kind: 'signed' }
  | { kind: 'no-draft' };

/** The homeowner's link keeps working long enough to cancel and download the signed copy after accepting. */
const linkYears = 1;
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
 * (only its hash stored), the e-mail and two reminders with that link (earlier pending reminders
 * cancelled), and the lead moved to Quoted at the lowest option's total.
 */
export function sendProposal(
  db: Db,
  { leadId, senderId, siteUrl, now = new Date() }: { leadId: number; senderId: number; siteUrl: string; now?: Date },
): SendOutcome {
  const book = currentPriceBook(db);
  return db.transaction(
    (tx): SendOutcome => {
      const lead = tx.select().from(leads).where(eq(leads.id, leadId)).get();
      if (!lead || lead.isSpam) return { kind: 'not-found' };
      const person = tx
        .select({ name: staff.name, role: staff.role, salespersonRegistration: staff.salespersonRegistration })
        .from(staff)
        .where(eq(staff.id, senderId))
        .get();
      const sender = person && companySigner(person);
      if (!sender) return { kind: 'no-registration' };
      const proposal = findProposal(tx, leadId);
      if (!proposal) return { kind: 'no-draft' };
      if (isSigned(tx, proposal)) return { kind: 'signed' };

      const draft = storedDraft(proposal.draft);
      const options = draft.options.map((option) => pricedOption(option, book));
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

      const { token } = prepareVerification(tx, {
        purpose: 'proposal',
        leadId,
        refId: proposal.id,
        expiresAt: dayRange(addDays(draft.validUntil, 365 * linkYears)).end,
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
