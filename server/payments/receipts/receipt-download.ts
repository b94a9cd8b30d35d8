import type { Response } from 'express';
import { paymentMessages } from '../../../shared/payments/payment-messages';
import type { Db } from '../../core/db/types';
import { sendError } from '../../core/http/http-errors';
import { receiptDocument } from './receipt-document';
import { receiptFilename } from './receipt-mailer';
import { renderReceiptPdf } from './receipt-pdf';

/**
 * A payment's receipt as a download, made again from the ledger (the same PDF the homeowner was
 * e-mailed). Staff get a voided payment's too, marked void; the homeowner's link does not.
 */
export async function sendReceipt(
  db: Db,
  res: Response,
  { leadId, paymentId, voidedToo }: { leadId: number; paymentId: number; voidedToo: boolean },
): Promise<void> {
  const receipt = receiptDocument(db, leadId, paymentId);
  if (!receipt || (receipt.voided && !voidedToo)) return sendError(res, 404, paymentMessages.receiptNotFound);
  const pdf = await renderReceiptPdf(receipt);
  res
    .status(200)
    .type('application/pdf')
    .attachment(receiptFilename(receipt.number))
    .set('Cache-Control', 'private, no-store')
    .send(pdf);
}
