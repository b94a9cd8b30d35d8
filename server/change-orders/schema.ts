import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { changeOrderStatuses } from '../../shared/change-orders/change-order';
import { staffIdColumn } from '../core/auth/schema';
import { autoIncrementId, createdAt, sealedBlob, updatedAt } from '../core/db/columns';
import { leadIdColumn } from '../leads/schema';

/**
 * A change to a signed job (CGS 20-429): CO-1, CO-2… per lead. While a draft it holds the option as
 * the designer edits it (JSON); sending stores the document the homeowner signs (JSON, never changed
 * after) with its SHA-256, the company's signature and the prices; signing stores the homeowner's
 * signature and the PDF they were e-mailed. The signed contract's own rows never change.
 */
export const changeOrders = sqliteTable(
  'change_orders',
  {
    id: autoIncrementId(),
    leadId: leadIdColumn(),
    number: integer('number').notNull(),
    status: text('status', { enum: changeOrderStatuses }).notNull().default('draft'),
    reason: text('reason').notNull(),
    /** The option as the designer changed it (ProposalOptionDraft). */
    draft: text('draft').notNull(),
    /** Moved dates, Connecticut days; null: as signed. */
    startOn: text('start_on'),
    completeOn: text('complete_on'),
    createdBy: staffIdColumn('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** As sent: the document (ChangeOrderDocument), its SHA-256, and the prices in cents. */
    document: text('document'),
    sha256: text('sha256'),
    previousTotalCents: integer('previous_total_cents'),
    differenceCents: integer('difference_cents'),
    newTotalCents: integer('new_total_cents'),
    sentBy: staffIdColumn('sent_by'),
    sentAt: text('sent_at'),
    /** The homeowner's signature, as the contract's. */
    signerName: text('signer_name'),
    signaturePath: text('signature_path'),
    signedAt: text('signed_at'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    pdf: sealedBlob('pdf'),
    withdrawnAt: text('withdrawn_at'),
  },
  (t) => [uniqueIndex('change_orders_number_idx').on(t.leadId, t.number), index('change_orders_lead_idx').on(t.leadId)],
);
