import type { Db } from '../core/db/types';
import { proposals, proposalVersions } from '../proposals';

/**
 * A proposal sent to `leadId` as its first version, written as the send route writes it (the
 * sender's name and registration are the document's company); answers the proposal's id.
 */
export function insertSentProposal(
  db: Db,
  leadId: number,
  document: { validUntil: string; company: { name: string; registration: string } },
  now: Date,
): number {
  const { id } = db
    .insert(proposals)
    .values({ leadId, draft: '{}', status: 'sent', updatedAt: now.toISOString() })
    .returning({ id: proposals.id })
    .get();
  db.insert(proposalVersions)
    .values({
      proposalId: id,
      version: 1,
      document: JSON.stringify(document),
      sha256: '0'.repeat(64),
      senderName: document.company.name,
      senderRegistration: document.company.registration,
      sentAt: now.toISOString(),
      validUntil: document.validUntil,
    })
    .run();
  return id;
}
