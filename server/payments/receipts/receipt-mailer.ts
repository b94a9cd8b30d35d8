import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { queueMail } from '../../core/mail/outbox';
import { repeatingJob, type RepeatingJob } from '../../core/serial-job';
import { ledgerPayments, paymentReceipts } from '../schema';
import { receiptDocument } from './receipt-document';
import { receiptEmail } from './receipt-emails';
import { renderReceiptPdf } from './receipt-pdf';

/** Why a receipt was never e-mailed. */
const voidedReceiptReason = 'The payment was voided before its receipt was sent';

/** How often the mailer looks for receipts left unsent (it also runs after each payment counted). */
const everyMs = 15 * 60_000;

export const receiptFilename = (number: string) => `receipt-${number}.pdf`;

/**
 * E-mails each receipt not yet sent, its PDF attached, through the outbox. The PDF is made outside
 * any transaction (rendering is asynchronous); the e-mail is queued and the receipt marked sent in
 * one IMMEDIATE transaction that first checks it is still unsent and its payment not voided, so two
 * passes at once (or a pass and a void) send it at most once.
 */
export async function mailDueReceipts(db: Db, now = new Date()): Promise<number> {
  const due = db
    .select({ leadId: paymentReceipts.leadId, paymentId: paymentReceipts.paymentId })
    .from(paymentReceipts)
    .where(and(isNull(paymentReceipts.mailedAt), isNull(paymentReceipts.notMailedReason)))
    .orderBy(asc(paymentReceipts.id))
    .all();
  let mailed = 0;
  for (const { leadId, paymentId } of due) {
    const document = receiptDocument(db, leadId, paymentId);
    const pdf = document && !document.voided ? await renderReceiptPdf(document) : undefined;
    db.transaction(
      (tx) => {
        const receipt = tx.select().from(paymentReceipts).where(eq(paymentReceipts.paymentId, paymentId)).get();
        if (!receipt || receipt.mailedAt !== null || receipt.notMailedReason !== null) return;
        const payment = tx.select().from(ledgerPayments).where(eq(ledgerPayments.id, paymentId)).get();
        if (!document || !pdf || !payment || payment.voidedAt !== null) {
          tx.update(paymentReceipts)
            .set({ notMailedReason: voidedReceiptReason })
            .where(eq(paymentReceipts.id, receipt.id))
            .run();
          return;
        }
        queueMail(
          tx,
          { leadId, kind: 'payment-receipt', toAddress: document.homeowner.email, ...receiptEmail(document) },
          {
            now,
            attachment: {
              filename: receiptFilename(document.number),
              contentType: 'application/pdf',
              content: pdf.toString('base64'),
            },
          },
        );
        tx.update(paymentReceipts).set({ mailedAt: now.toISOString() }).where(eq(paymentReceipts.id, receipt.id)).run();
        mailed += 1;
      },
      { behavior: 'immediate' },
    );
  }
  return mailed;
}

/**
 * Mails every receipt waiting (run: the webhook and the office's record ask for a pass), and every
 * few minutes once started, receipts left from before a restart first (server/index.ts).
 */
export type ReceiptMailer = RepeatingJob;

export function createReceiptMailer({ db, logError }: { db: Db; logError: (err: unknown) => void }): ReceiptMailer {
  return repeatingJob(
    async () => {
      await mailDueReceipts(db);
    },
    everyMs,
    logError,
  );
}
