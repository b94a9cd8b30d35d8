import { and, eq } from 'drizzle-orm';
import type { Request } from 'express';
import { changeOrderChargeLabel, changeOrderNumber } from '../../shared/change-orders/change-order';
import type { SignChangeOrder } from '../../shared/change-orders/sign-change-order-schema';
import { contractBusiness } from '../../shared/contracts/contract-business';
import { recordActivity } from '../core/activity/activity-log';
import type { Db } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { sealedBytes } from '../core/secrets';
import { changeStageIn } from '../leads';
import { chargeChangeOrder } from '../payments';
import { openProposal } from '../proposals';
import type { ChangeOrderDocument } from './change-order-document';
import { changeOrderSignedEmail, changeOrderSignedNotice, differenceText } from './change-order-emails';
import { renderChangeOrderPdf } from './change-order-pdf';
import { changeOrderAttachment } from './change-order-download';
import { changeOrderByNumber, jobBase } from './job-base';
import { changeOrders } from './schema';

export type SignOutcome =
  | { kind: 'signed'; number: number }
  /** Not the one sent, or not as shown (withdrawn, edited, signed already, or the contract cancelled). */
  | { kind: 'stale' }
  | { kind: 'not-found' };

/**
 * The homeowner signs the change order sent, as they signed the contract: the typed name (and any
 * drawn one), the consents, and the SHA-256 of the exact change order shown, which must be the one
 * stored. In one transaction: the signature and its PDF (sealed), the ledger's change-order charge
 * (the difference), the lead's Won amount at the new total, the activity line and the e-mails (their
 * signed copy, the office's notice). Of two signatures at once one is stored.
 */
export async function signChangeOrder(
  db: Db,
  token: string,
  input: SignChangeOrder,
  { req, now, notifyTo }: { req: Request; now: Date; notifyTo: string },
): Promise<SignOutcome> {
  const opened = openProposal(db, token, now);
  if (!opened) return { kind: 'not-found' };
  const leadId = opened.proposal.leadId;
  const number = Number(input.number);
  const row = changeOrderByNumber(db, leadId, number);
  if (!row?.document || row.status !== 'sent' || row.sha256 !== input.sha256 || !jobBase(db, leadId)) {
    return { kind: 'stale' };
  }
  const document = JSON.parse(row.document) as ChangeOrderDocument;
  const signature = {
    signerName: input.fullName,
    signaturePath: input.signature?.trim() ? input.signature.trim() : null,
    signedAt: now.toISOString(),
    ipAddress: req.ip ?? '',
    userAgent: (req.get('user-agent') ?? '').slice(0, 500),
  };
  const pdf = await renderChangeOrderPdf({
    document,
    sha256: row.sha256,
    business: contractBusiness(),
    homeowner: { name: document.homeownerName, email: opened.lead.email },
    signature: {
      typedName: signature.signerName,
      signedAt: signature.signedAt,
      ipAddress: signature.ipAddress,
      drawn: signature.signaturePath !== null,
    },
  });

  return db.transaction(
    (tx): SignOutcome => {
      if (!jobBase(tx, leadId)) return { kind: 'stale' };
      const done = tx
        .update(changeOrders)
        .set({ status: 'signed', ...signature, pdf: sealedBytes(pdf), updatedAt: signature.signedAt })
        .where(and(eq(changeOrders.id, row.id), eq(changeOrders.status, 'sent'), eq(changeOrders.sha256, input.sha256)))
        .run();
      if (done.changes !== 1) return { kind: 'stale' };
      const label = changeOrderNumber(number);
      const facts = {
        homeownerName: document.homeownerName,
        number,
        differenceCents: document.differenceCents,
        newTotalCents: document.newTotalCents,
      };
      chargeChangeOrder(tx, {
        leadId,
        label: changeOrderChargeLabel(number),
        reference: label,
        differenceCents: document.differenceCents,
        signedAt: now,
      });
      changeStageIn(
        tx,
        leadId,
        { stage: 'won', finalCents: document.newTotalCents },
        { now, detail: `${label} signed: ${differenceText(document.differenceCents)}` },
      );
      recordActivity(
        tx,
        req,
        {
          action: 'change-order-signed',
          actorId: null,
          subjectType: 'lead',
          subjectId: leadId,
          leadId,
          detail: `${label}: ${differenceText(document.differenceCents)}`,
        },
        now,
      );
      queueMail(
        tx,
        { leadId, kind: 'change-order-signed', toAddress: opened.lead.email, ...changeOrderSignedEmail(facts) },
        { now, attachment: changeOrderAttachment(leadId, number, pdf) },
      );
      queueMail(
        tx,
        { leadId, kind: 'change-order-signed', toAddress: notifyTo, ...changeOrderSignedNotice({ ...facts, leadId }) },
        { now },
      );
      return { kind: 'signed', number };
    },
    { behavior: 'immediate' },
  );
}
