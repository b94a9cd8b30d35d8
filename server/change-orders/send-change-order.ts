import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { currentPriceBook } from '../design';
import { freshHomeownerLink } from '../payments';
import { canonicalJson, companySignerOf } from '../proposals';
import type { ChangeOrderDocument } from './change-order-document';
import { changeOrderEmail } from './change-order-emails';
import { changeOrdersOfLead, jobBase, openChangeOrder } from './job-base';
import { priceChangeOrder } from './price-change-order';
import { changeOrders } from './schema';
import type { ProposalOptionDraft } from '../../shared/proposals/proposal';

export type SendOutcome =
  | { kind: 'sent'; number: number }
  | { kind: 'not-signed' }
  | { kind: 'none-open' }
  | { kind: 'no-change' }
  | { kind: 'no-registration' };

/**
 * Sends the job's change order in progress: priced now from the price book, written as the
 * document the homeowner signs (with the company's signature, as companySigner says), hashed, and
 * e-mailed with a fresh link to their page, where it waits for their signature.
 */
export function sendChangeOrder(
  db: Db,
  { leadId, senderId, siteUrl, now = new Date() }: { leadId: number; senderId: number; siteUrl: string; now?: Date },
): SendOutcome {
  const book = currentPriceBook(db);
  return db.transaction(
    (tx): SendOutcome => {
      const rows = changeOrdersOfLead(tx, leadId);
      const base = jobBase(tx, leadId, rows);
      if (!base) return { kind: 'not-signed' };
      const open = openChangeOrder(rows);
      if (!open) return { kind: 'none-open' };
      const sender = companySignerOf(tx, senderId);
      if (!sender) return { kind: 'no-registration' };

      const changed = JSON.parse(open.draft) as ProposalOptionDraft;
      const priced = priceChangeOrder({ base: base.option, changed, previousTotalCents: base.totalCents }, book);
      const startOn = open.startOn && open.startOn !== base.startOn ? open.startOn : undefined;
      const completeOn = open.completeOn && open.completeOn !== base.completeOn ? open.completeOn : undefined;
      const nothing = priced.lines.added.length === 0 && priced.lines.removed.length === 0;
      if (nothing && !startOn && !completeOn) return { kind: 'no-change' };

      const sentAt = now.toISOString();
      const document: ChangeOrderDocument = {
        number: open.number,
        reason: open.reason,
        homeownerName: base.opened.document.homeownerName,
        contractNumber: base.contractNumber,
        ...priced,
        ...(startOn ? { startOn } : {}),
        ...(completeOn ? { completeOn } : {}),
        company: { ...sender, signedAt: sentAt },
      };
      tx.update(changeOrders)
        .set({
          status: 'sent',
          document: JSON.stringify(document),
          // The proposal's own canonical JSON: one rule for what a signature covers.
          sha256: createHash('sha256').update(canonicalJson(document)).digest('hex'),
          previousTotalCents: priced.previousTotalCents,
          differenceCents: priced.differenceCents,
          newTotalCents: priced.newTotalCents,
          sentBy: senderId,
          sentAt,
          updatedAt: sentAt,
        })
        .where(and(eq(changeOrders.id, open.id), eq(changeOrders.status, open.status)))
        .run();
      const url = freshHomeownerLink(tx, leadId, { siteUrl, now });
      queueMail(
        tx,
        {
          leadId,
          kind: 'change-order',
          toAddress: base.opened.lead.email,
          ...changeOrderEmail({
            homeownerName: document.homeownerName,
            number: open.number,
            differenceCents: priced.differenceCents,
            newTotalCents: priced.newTotalCents,
            url,
          }),
        },
        { now },
      );
      return { kind: 'sent', number: open.number };
    },
    { behavior: 'immediate' },
  );
}
