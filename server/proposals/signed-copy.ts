import type { MailAttachment } from '../core/mail/outbox';
import type { Db } from '../core/db/types';
import type { OpenedProposal } from './proposal-link';

/** The homeowner's signature as proposal_acceptances stores it. */
export interface Signature {
  signerName: string;
  /** SVG path data of a drawn signature, or null: the typed name is the signature. */
  signaturePath: string | null;
  signedAt: string;
  ipAddress: string;
  userAgent: string;
  cancelBy: string;
}

/** The signed contract as a PDF attachment of the homeowner's copy; none until the PDF can be made. */
export async function signedCopyAttachment(
  _db: Db,
  _opened: OpenedProposal,
  _optionIndex: number,
  _signature: Signature,
): Promise<MailAttachment | undefined> {
  return Promise.resolve(undefined);
}
