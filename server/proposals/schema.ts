import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { proposalStatuses } from '../../shared/proposals/proposal';
import { staffIdColumn } from '../core/auth/schema';
import { autoIncrementId, createdAt, parentIdColumn, sealedBlob, updatedAt } from '../core/db/columns';
import { leadIdColumn } from '../leads/schema';

/**
 * A lead's proposal (one per lead): the designer's draft (shared/proposals ProposalDraft as JSON)
 * and where it stands. The homeowner's link is a verification (purpose 'proposal', `refId` this row).
 */
export const proposals = sqliteTable('proposals', {
  id: autoIncrementId(),
  leadId: leadIdColumn().unique(),
  draft: text('draft').notNull(),
  status: text('status', { enum: proposalStatuses }).notNull().default('draft'),
  createdBy: staffIdColumn('created_by'),
  updatedAt: updatedAt(),
  /** Counted from the page itself once seen (a same-origin POST), never from opening the link. */
  viewCount: integer('view_count').notNull().default(0),
  lastViewedAt: text('last_viewed_at'),
  declinedReason: text('declined_reason'),
  declinedAt: text('declined_at'),
  createdAt: createdAt(),
});

/**
 * Each version as it was sent, never changed: the document the homeowner sees (JSON), its SHA-256
 * and the company's signature (the sender's name and salesperson registration, and when).
 */
export const proposalVersions = sqliteTable(
  'proposal_versions',
  {
    id: autoIncrementId(),
    proposalId: parentIdColumn('proposal_id', () => proposals.id),
    version: integer('version').notNull(),
    document: text('document').notNull(),
    sha256: text('sha256').notNull(),
    sentBy: staffIdColumn('sent_by'),
    senderName: text('sender_name').notNull(),
    senderRegistration: text('sender_registration').notNull(),
    sentAt: text('sent_at').notNull(),
    /** A Connecticut day ("YYYY-MM-DD"): the last day the version can be accepted. */
    validUntil: text('valid_until').notNull(),
  },
  (t) => [uniqueIndex('proposal_versions_version_idx').on(t.proposalId, t.version)],
);

/**
 * The homeowner's signature, one per proposal (the unique key is what makes two acceptances at
 * once yield one): the option as it stood, the version's hash, who, when, from where, and the end
 * of the three business days to cancel.
 */
export const proposalAcceptances = sqliteTable('proposal_acceptances', {
  id: autoIncrementId(),
  proposalId: parentIdColumn('proposal_id', () => proposals.id).unique(),
  versionId: integer('version_id')
    .notNull()
    .references(() => proposalVersions.id),
  optionIndex: integer('option_index').notNull(),
  optionName: text('option_name').notNull(),
  /** Whole dollars. */
  total: integer('total').notNull(),
  option: text('option').notNull(),
  versionSha256: text('version_sha256').notNull(),
  signerName: text('signer_name').notNull(),
  /** SVG path data of a drawn signature, when one was drawn. */
  signaturePath: text('signature_path'),
  signedAt: text('signed_at').notNull(),
  ipAddress: text('ip_address').notNull(),
  userAgent: text('user_agent').notNull(),
  cancelBy: text('cancel_by').notNull(),
  cancelledAt: text('cancelled_at'),
  /**
   * The signed contract's PDF as the homeowner was sent it, sealed (sealedBytes): every later
   * download is these bytes, whatever changes afterwards (the visit's address, the business's facts,
   * the terms' wording). Null only for signatures stored before migration 0017, which made the column
   * a blob and stored the bytes plain; the start seals them in place (protectStoredSecrets).
   */
  contractPdf: sealedBlob('contract_pdf'),
});
