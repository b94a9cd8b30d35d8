import { and, asc, desc, eq } from 'drizzle-orm';
import { cancellationDeadline } from '../../shared/contracts/cancellation-deadline';
import type { Acceptance, StaffProposal } from '../../shared/proposals/proposal';
import { leads } from '../leads';
import { mailOutbox } from '../core/mail/schema';
import { proposalAcceptances, proposals, proposalVersions } from './schema';
import type { Db, Tx } from '../core/db/types';
import { currentPriceBook } from '../design';
import { freshDraft } from './fresh-draft';
import { canonicalJson, draftOfDocument, storedDraft, type ProposalDocument } from './proposal-document';
import { discountWarnings } from './option-checks';
import { pricedOption } from './price-options';

type ProposalRow = typeof proposals.$inferSelect;
type VersionRow = typeof proposalVersions.$inferSelect;

export const findProposal = (db: Db | Tx, leadId: number): ProposalRow | undefined =>
  db.select().from(proposals).where(eq(proposals.leadId, leadId)).get();

export const latestVersion = (db: Db | Tx, proposalId: number): VersionRow | undefined =>
  db
    .select()
    .from(proposalVersions)
    .where(eq(proposalVersions.proposalId, proposalId))
    .orderBy(desc(proposalVersions.version))
    .get();

/** Accepted, or accepted and then cancelled: either way the proposal is closed to edits and sends. */
export const isSigned = (db: Db | Tx, proposal: ProposalRow): boolean =>
  proposal.status === 'accepted' ||
  db
    .select({ id: proposalAcceptances.id })
    .from(proposalAcceptances)
    .where(eq(proposalAcceptances.proposalId, proposal.id))
    .get() !== undefined;

function acceptanceOf(db: Db, proposalId: number): Acceptance | null {
  const row = db
    .select({ a: proposalAcceptances, version: proposalVersions.version })
    .from(proposalAcceptances)
    .innerJoin(proposalVersions, eq(proposalVersions.id, proposalAcceptances.versionId))
    .where(eq(proposalAcceptances.proposalId, proposalId))
    .get();
  if (!row) return null;
  const { a, version } = row;
  const deadline = cancellationDeadline(new Date(a.signedAt));
  return {
    version,
    optionIndex: a.optionIndex,
    optionName: a.optionName,
    total: a.total,
    signerName: a.signerName,
    signedAt: a.signedAt,
    cancelBy: deadline.endsAt.toISOString(),
    cancelByText: deadline.text,
    cancelledAt: a.cancelledAt,
    versionHash: a.versionSha256,
  };
}

function followUpsOf(db: Db, leadId: number): StaffProposal['followUps'] {
  return db
    .select({ dueAt: mailOutbox.nextAttemptAt, status: mailOutbox.status })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.leadId, leadId), eq(mailOutbox.kind, 'proposal-follow-up')))
    .orderBy(asc(mailOutbox.id))
    .all()
    .map(({ dueAt, status }) => ({ dueAt, status: status === 'failed' ? 'skipped' : status }));
}

/**
 * A lead's proposal as staff see it, every option priced now from the price book: the saved draft,
 * or a fresh one (not stored) before the first save. Undefined for a lead that does not exist.
 */
export function readStaffProposal(db: Db, leadId: number, now = new Date()): StaffProposal | undefined {
  const row = findProposal(db, leadId);
  const draft = row ? storedDraft(row.draft) : freshDraft(db, leadId, now);
  if (!draft) return undefined;
  const book = currentPriceBook(db);
  const version = row && latestVersion(db, row.id);
  const sentDraft = version && draftOfDocument(JSON.parse(version.document) as ProposalDocument);
  const homeowner = db.select({ name: leads.name, email: leads.email }).from(leads).where(eq(leads.id, leadId)).get();
  return {
    leadId,
    ...(homeowner ? { homeowner } : {}),
    status: row?.status ?? 'draft',
    draft,
    priced: draft.options.map((option) => pricedOption(option, book)),
    discountWarnings: discountWarnings(draft.options, book),
    sent: version
      ? { version: version.version, at: version.sentAt, by: version.senderName, hash: version.sha256 }
      : null,
    editedSinceSent: sentDraft !== undefined && canonicalJson(sentDraft) !== canonicalJson(draft),
    views: { count: row?.viewCount ?? 0, lastAt: row?.lastViewedAt ?? null },
    acceptance: row ? acceptanceOf(db, row.id) : null,
    declined: row?.declinedAt != null ? { reason: row.declinedReason ?? '', at: row.declinedAt } : null,
    followUps: followUpsOf(db, leadId),
  };
}
