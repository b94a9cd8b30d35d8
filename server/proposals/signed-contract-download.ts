import type { Response } from 'express';
import { eq } from 'drizzle-orm';
import { noSignedContractMessage } from '../../shared/proposals/proposal-notices';
import { proposalAcceptances, proposalVersions } from './schema';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { keyringOf, openBytesOrNull } from '../core/secrets';
import type { OpenedProposal } from './proposal-link';
import { contractFilename, signedContractPdf } from './signed-contract';

/**
 * The signed contract's PDF as a download: the bytes stored (sealed) when the homeowner signed, the
 * copy they were e-mailed; 404 before an option is accepted.
 */
export async function sendSignedContract(db: Db, res: Response, opened: OpenedProposal): Promise<void> {
  const { acceptance } = opened;
  if (!acceptance) return sendError(res, 404, noSignedContractMessage);
  const signed = db.select().from(proposalVersions).where(eq(proposalVersions.id, acceptance.versionId)).get();
  if (!signed) return sendError(res, 404, noSignedContractMessage);
  const sealed = db
    .select({ contractPdf: proposalAcceptances.contractPdf })
    .from(proposalAcceptances)
    .where(eq(proposalAcceptances.id, acceptance.id))
    .get()?.contractPdf;
  // A PDF the key file cannot open (its key lost) is made again from the record, like one from before 0017.
  const stored = sealed ? openBytesOrNull(keyringOf(db), sealed) : null;
  const pdf = stored ?? (await pdfOfEarlierSignature(db, opened, signed, acceptance));
  if (!pdf) return sendError(res, 404, noSignedContractMessage);
  res
    .status(200)
    .type('application/pdf')
    .attachment(contractFilename(opened.proposal.leadId, signed.version))
    .set('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** A signature stored before its PDF was (migration 0017): made again from the version it signed. */
function pdfOfEarlierSignature(
  db: Db,
  opened: OpenedProposal,
  signed: OpenedProposal['latest'],
  acceptance: NonNullable<OpenedProposal['acceptance']>,
) {
  const ofSigned: OpenedProposal = {
    ...opened,
    latest: signed,
    document: JSON.parse(signed.document) as OpenedProposal['document'],
  };
  return signedContractPdf(db, ofSigned, acceptance.optionIndex, acceptance);
}
