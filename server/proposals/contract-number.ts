import { eq, inArray } from 'drizzle-orm';
import { yearOf } from '../../shared/business-time';
import type { Db } from '../core/db/types';
import { proposalAcceptances, proposals, proposalVersions } from './schema';

/** "P-2026-0042": the lead's proposal as the contract numbers it (the year the signed version was sent, the lead). */
export const contractNumber = (leadId: number, sentAt: string) =>
  `P-${yearOf(sentAt)}-${String(leadId).padStart(4, '0')}`;

/** The number of each of these leads' signed contracts (cancelled ones too: their payments stay in the books). */
export function contractNumbersOf(db: Db, leadIds: readonly number[]): Map<number, string> {
  if (leadIds.length === 0) return new Map();
  const rows = db
    .select({ leadId: proposals.leadId, sentAt: proposalVersions.sentAt })
    .from(proposalAcceptances)
    .innerJoin(proposals, eq(proposals.id, proposalAcceptances.proposalId))
    .innerJoin(proposalVersions, eq(proposalVersions.id, proposalAcceptances.versionId))
    .where(inArray(proposals.leadId, [...leadIds]))
    .all();
  return new Map(rows.map((r) => [r.leadId, contractNumber(r.leadId, r.sentAt)]));
}
