import { desc, eq, getTableColumns } from 'drizzle-orm';
import { leads } from '../leads';
import { proposalAcceptances, proposals, proposalVersions } from './schema';
import type { Db, Tx } from '../core/db/types';
import { findVerification, revokeVerifications, setVerificationExpiry, verificationState } from '../core/verification';
import type { ProposalDocument } from './proposal-document';

type ProposalRow = typeof proposals.$inferSelect;
type VersionRow = typeof proposalVersions.$inferSelect;
// The signed PDF stays on disk until a download asks for it (signed-contract-download.ts).
const { contractPdf: _contractPdf, ...acceptanceColumns } = getTableColumns(proposalAcceptances);
export type AcceptanceRow = Omit<typeof proposalAcceptances.$inferSelect, 'contractPdf'>;

export interface OpenedProposal {
  proposal: ProposalRow;
  /** The latest version sent: the one the link shows and the only one that can be accepted. */
  latest: VersionRow;
  document: ProposalDocument;
  acceptance: AcceptanceRow | undefined;
  /** The homeowner as the lead has them: where their e-mails go, their ZIP code. */
  lead: { name: string; email: string; zip: string };
}

/**
 * The proposal a homeowner's link opens (a verification of purpose 'proposal' whose `refId` is the
 * proposal), with its latest version and signature; undefined for an unknown or revoked link, or a
 * proposal never sent. Reading changes nothing. Pass the transaction that acts on it, if any.
 */
export function openProposal(db: Db | Tx, token: string, now = new Date()): OpenedProposal | undefined {
  const link = findVerification(db, 'proposal', token, now);
  if (!link || link.refId === null) return undefined;
  const proposal = db.select().from(proposals).where(eq(proposals.id, link.refId)).get();
  if (!proposal || (link.leadId !== null && link.leadId !== proposal.leadId)) return undefined;
  return openedOf(db, proposal);
}

/** Whether a link that opens nothing is an older link of a proposal sent again since (the page says so). */
export const isReplacedLink = (db: Db | Tx, token: string, now = new Date()) =>
  verificationState(db, 'proposal', token, now).state === 'replaced';

const linksOf = (proposal: ProposalRow) => ({
  purpose: 'proposal' as const,
  leadId: proposal.leadId,
  refId: proposal.id,
});

/** Sets when the proposal's open link stops working (proposalLinkEnd says when). */
export const setProposalLinkEnd = (tx: Db | Tx, proposal: ProposalRow, end: Date | null) =>
  setVerificationExpiry(tx, linksOf(proposal), end);

/** Ends every link of the proposal (withdrawn by staff): they open nothing, like any dead link. */
export const revokeProposalLinks = (tx: Db | Tx, proposal: ProposalRow, now = new Date()) =>
  revokeVerifications(tx, linksOf(proposal), now);

/** A lead's proposal as its link would open it (for staff); undefined while none was sent. */
export function proposalOfLead(db: Db | Tx, leadId: number): OpenedProposal | undefined {
  const proposal = db.select().from(proposals).where(eq(proposals.leadId, leadId)).get();
  return proposal && openedOf(db, proposal);
}

function openedOf(db: Db | Tx, proposal: ProposalRow): OpenedProposal | undefined {
  const latest = db
    .select()
    .from(proposalVersions)
    .where(eq(proposalVersions.proposalId, proposal.id))
    .orderBy(desc(proposalVersions.version))
    .get();
  if (!latest) return undefined;
  const lead = db
    .select({ name: leads.name, email: leads.email, zip: leads.zip })
    .from(leads)
    .where(eq(leads.id, proposal.leadId))
    .get();
  if (!lead) return undefined;
  const acceptance = db
    .select(acceptanceColumns)
    .from(proposalAcceptances)
    .where(eq(proposalAcceptances.proposalId, proposal.id))
    .get();
  return { proposal, latest, document: JSON.parse(latest.document) as ProposalDocument, acceptance, lead };
}
