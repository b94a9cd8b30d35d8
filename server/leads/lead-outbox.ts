import { asc, inArray } from 'drizzle-orm';
import type { LeadEmail } from '../../shared/admin-schema';
import { mailOutbox } from '../core/mail/schema';
import type { Db } from '../core/db/types';

/**
 * The e-mails written about each of these leads (notice, confirmation, review request, consultation invitation and reminder), oldest
 * first, as staff read them: a pending row is "queued" until the worker has sent it, and a
 * failed, skipped or retrying row carries its reason.
 */
export function emailsForLeads(db: Db, leadIds: readonly number[]): Map<number, LeadEmail[]> {
  const byLead = new Map<number, LeadEmail[]>();
  if (leadIds.length === 0) return byLead;
  const rows = db
    .select({
      leadId: mailOutbox.leadId,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      status: mailOutbox.status,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.leadId, [...leadIds]))
    .orderBy(asc(mailOutbox.id))
    .all();
  for (const row of rows) {
    if (
      row.leadId === null ||
      row.kind === 'review-notification' ||
      row.kind === 'pipeline-digest' ||
      row.kind === 'staff-invitation' ||
      row.kind === 'password-reset' ||
      row.kind === 'password-reset-notice'
    )
      continue;
    const email: LeadEmail = {
      kind: row.kind,
      toAddress: row.toAddress,
      status: row.status === 'pending' ? 'queued' : row.status,
      reason: row.status === 'sent' ? null : row.lastError,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
    };
    byLead.set(row.leadId, [...(byLead.get(row.leadId) ?? []), email]);
  }
  return byLead;
}
