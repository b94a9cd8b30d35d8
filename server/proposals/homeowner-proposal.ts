import { desc, eq } from 'drizzle-orm';
import { dayOf } from '../../shared/business-time';
import { cancellationDeadline } from '../../shared/contracts/cancellation-deadline';
import type { Acceptance, HomeownerProposal } from '../../shared/proposals/proposal';
import { proposalAcceptances, proposals, proposalVersions } from '../core/db/schema';
import type { Db } from '../core/db/types';
import { findVerification } from '../core/verification';
import type { ProposalDocument } from './proposal-document';

/**
 * PLACEHOLDER with the contract's signature (helper B2 writes the real one; the lead keeps B2's):
 * what the homeowner's page shows for a link, the latest version as sent and where it stands; null
 * for an unknown or revoked token. Reads only.
 */
export function homeownerProposalFor(
  db: Db,
  token: string,
  now = new Date(),
): { proposalId: number; leadId: number; proposal: HomeownerProposal } | null {
  const link = findVerification(db, 'proposal', token, now);
  if (!link?.refId) return null;
  const row = db.select().from(proposals).where(eq(proposals.id, link.refId)).get();
  if (!row) return null;
  const latest = db
    .select()
    .from(proposalVersions)
    .where(eq(proposalVersions.proposalId, row.id))
    .orderBy(desc(proposalVersions.version))
    .get();
  if (!latest) return null;
  const document = JSON.parse(latest.document) as ProposalDocument;
  const signed = db.select().from(proposalAcceptances).where(eq(proposalAcceptances.proposalId, row.id)).get();
  const signedVersion = signed
    ? db.select().from(proposalVersions).where(eq(proposalVersions.id, signed.versionId)).get()
    : undefined;
  const acceptance: Acceptance | null = signed
    ? {
        version: signedVersion?.version ?? latest.version,
        optionIndex: signed.optionIndex,
        optionName: signed.optionName,
        total: signed.total,
        signerName: signed.signerName,
        signedAt: signed.signedAt,
        cancelBy: signed.cancelBy,
        cancelByText: cancellationDeadline(new Date(signed.signedAt)).text,
        cancelledAt: signed.cancelledAt,
        versionHash: signed.versionSha256,
      }
    : null;
  return {
    proposalId: row.id,
    leadId: row.leadId,
    proposal: {
      ...document,
      versionHash: latest.sha256,
      status: row.status,
      expired: row.status === 'sent' && dayOf(now) > latest.validUntil,
      acceptance,
      canCancel: acceptance !== null && acceptance.cancelledAt === null && now < new Date(acceptance.cancelBy),
    },
  };
}
