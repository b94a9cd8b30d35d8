import { and, eq, isNull } from 'drizzle-orm';
import type { PricedOption } from '../../shared/proposals/proposal';
import type { Db, Tx } from '../core/db/types';
import type { ProposalDocument } from './proposal-document';
import { proposalAcceptances, proposals, proposalVersions } from './schema';

/** What the work needs of a signed, uncancelled contract: its dates, where, and the option signed. */
export interface SignedJob {
  leadId: number;
  homeownerName: string;
  /** As the version signed names it ('' for versions sent before it named one). */
  workAddress: string;
  /** Connecticut days. */
  startOn: string;
  completeOn: string;
  option: PricedOption;
}

/** The lead's signed contract still in force, from the version signed; undefined without one. */
export function signedJobOf(db: Db | Tx, leadId: number): SignedJob | undefined {
  const row = db
    .select({ document: proposalVersions.document, option: proposalAcceptances.option })
    .from(proposalAcceptances)
    .innerJoin(proposals, eq(proposals.id, proposalAcceptances.proposalId))
    .innerJoin(proposalVersions, eq(proposalVersions.id, proposalAcceptances.versionId))
    .where(and(eq(proposals.leadId, leadId), isNull(proposalAcceptances.cancelledAt)))
    .get();
  if (!row) return undefined;
  const document = JSON.parse(row.document) as ProposalDocument;
  return {
    leadId,
    homeownerName: document.homeownerName,
    workAddress: document.workAddress?.trim() ?? '',
    startOn: document.startOn,
    completeOn: document.completeOn,
    option: JSON.parse(row.option) as PricedOption,
  };
}
