import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { currentPriceBook } from '../design';
import { freshHomeownerLink } from '../payments';
import { canonicalJson, companySignerOf, discountWarnings } from '../proposals';
import type { ChangeOrderDocument } from './change-order-document';
import { changeOrderEmail } from './change-order-emails';
import { changeOrdersOfLead, jobBase, openChangeOrder } from './job-base';
import { priceChangeOrder } from './price-change-order';
import { changeOrders } from './schema';
import type { ProposalOptionDraft } from '../../shared/proposals/proposal';
import { isAllowedAmount, optionTotalMessage } from '../../shared/amount-rule';
import { discountOf } from '../../shared/proposals/discount-rule';

export type SendOutcome =
  | { kind: 'sent'; number: number }
  | { kind: 'not-signed' }
  | { kind: 'none-open' }
  | { kind: 'no-change' }
  | { kind: 'no-registration' }
  /** The job's new total breaks the amount rule, or a designer's discount is above the price book's cap. */
  | { kind: 'bad-total' | 'over-discount'; message: string };

/**
 * Sends the job's change order in progress: priced now from the price book, written as the
 * document the homeowner signs (with the company's signature, as companySigner says), hashed, and
 * e-mailed with a fresh link to their page, where it waits for their signature. The rules a
 * proposal is sent under hold here too: the new total obeys the amount rule, and without
 * `mayDiscount` (price-book:manage) the changed option may take no more off than the cap, unless it
 * takes no more off than the option signed (a discount the owner or office gave stays).
 */
export function sendChangeOrder(
  db: Db,
  {
    leadId,
    senderId,
    siteUrl,
    mayDiscount,
    now = new Date(),
  }: { leadId: number; senderId: number; siteUrl: string; mayDiscount: boolean; now?: Date },
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
      if (!isAllowedAmount(priced.newTotalCents)) {
        return { kind: 'bad-total', message: optionTotalMessage(priced.option.name, priced.newTotalCents) };
      }
      const [overCap] =
        mayDiscount || discountOf(changed.extraLines) <= discountOf(base.option.extraLines)
          ? []
          : discountWarnings([changed], book);
      if (overCap) return { kind: 'over-discount', message: overCap };

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
