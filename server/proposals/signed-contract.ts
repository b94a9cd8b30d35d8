import { business } from '../../shared/business';
import type { Db } from '../core/db/types';
import type { MailAttachment } from '../core/mail/outbox';
import { contractOfAcceptance } from './contract-of-acceptance';
import { renderContractPdf } from './contract-pdf';
import type { AcceptanceRow, OpenedProposal } from './proposal-link';

/** The homeowner's signature as proposal_acceptances stores it. */
export type Signature = Pick<
  AcceptanceRow,
  'signerName' | 'signaturePath' | 'signedAt' | 'ipAddress' | 'userAgent' | 'cancelBy'
>;

/** "Shoreline-Custom-Closets-contract-42-v2.pdf" */
export const contractFilename = (leadId: number, version: number) =>
  `${business.name.replace(/\s+/g, '-')}-contract-${leadId}-v${version}.pdf`;

/** The signed contract of an option of `opened.latest` (the version signed), as a PDF; undefined for no such option. */
export async function signedContractPdf(
  db: Db,
  opened: OpenedProposal,
  optionIndex: number,
  signature: Signature,
): Promise<Buffer | undefined> {
  const contract = contractOfAcceptance(db, opened, optionIndex, signature);
  return contract && renderContractPdf(contract);
}

/** The homeowner's copy of the signed PDF as an e-mail attachment (base64: the outbox keeps text). */
export const signedCopyAttachment = (leadId: number, version: number, pdf: Buffer): MailAttachment => ({
  filename: contractFilename(leadId, version),
  contentType: 'application/pdf',
  content: pdf.toString('base64'),
});
