import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { staffRoles } from '../../shared/team';
import { staffIdColumn } from '../core/auth/schema';
import { autoIncrementId, createdAt } from '../core/db/columns';

/**
 * Invitations to join the team. The e-mailed link is a verification (purpose 'invitation', `refId`
 * this row), which holds its expiry. An invitation is open until used or revoked.
 */
export const staffInvitations = sqliteTable(
  'staff_invitations',
  {
    id: autoIncrementId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    invitedBy: staffIdColumn('invited_by').notNull(),
    usedAt: text('used_at'),
    revokedAt: text('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);
