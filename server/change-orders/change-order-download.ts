import type { Response } from 'express';
import { business } from '../../shared/business';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import type { MailAttachment } from '../core/mail/outbox';
import { keyringOf, openBytesOrNull } from '../core/secrets';
import { changeOrderByNumber } from './job-base';

const noSignedChangeOrderMessage = 'There is no signed change order with that number';

/** "Shoreline-Custom-Closets-change-order-42-CO-1.pdf" */
const changeOrderFilename = (leadId: number, number: number) =>
  `${business.name.replace(/\s+/g, '-')}-change-order-${leadId}-CO-${number}.pdf`;

/** The homeowner's copy as an e-mail attachment (base64: the outbox keeps text). */
export const changeOrderAttachment = (leadId: number, number: number, pdf: Buffer): MailAttachment => ({
  filename: changeOrderFilename(leadId, number),
  contentType: 'application/pdf',
  content: pdf.toString('base64'),
});

/** A signed change order's PDF as a download: the bytes stored (sealed) when it was signed. */
export function sendChangeOrderPdf(db: Db, res: Response, leadId: number, number: number): void {
  const row = changeOrderByNumber(db, leadId, number);
  const pdf = row?.status === 'signed' && row.pdf ? openBytesOrNull(keyringOf(db), row.pdf) : null;
  if (!pdf) return sendError(res, 404, noSignedChangeOrderMessage);
  res
    .status(200)
    .type('application/pdf')
    .attachment(changeOrderFilename(leadId, number))
    .set('Cache-Control', 'private, no-store')
    .send(pdf);
}
