import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { staffIdColumn } from '../auth/schema';
import { autoIncrementId, createdAt } from '../db/columns';
import { leadKey } from '../db/lead-key';
import { verificationPurposeNames } from './purposes';

/**
 * Every secret link (server/core/verification): invitations, password resets, booking pages,
 * calendar feeds, proposals. Only the SHA-256 of the 256-bit token is kept, and a link is found by
 * that hash. `staffId` and `leadId` are whom it is about (revoked with them); `refId` is the
 * feature's own row when it has one (the invitation). No `expiresAt`: it lasts until revoked.
 */
export const verifications = sqliteTable(
  'verifications',
  {
    id: autoIncrementId(),
    purpose: text('purpose', { enum: verificationPurposeNames }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: staffIdColumn('staff_id'),
    leadId: integer('lead_id').references(() => leadKey, { onDelete: 'cascade' }),
    refId: integer('ref_id'),
    expiresAt: text('expires_at'),
    usedAt: text('used_at'),
    revokedAt: text('revoked_at'),
    /** Revoked because a newer link of the same purpose and subject was made (a proposal sent again). */
    replaced: integer('replaced', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('verifications_staff_idx').on(t.staffId),
    index('verifications_lead_idx').on(t.leadId),
    index('verifications_ref_idx').on(t.purpose, t.refId),
  ],
);
