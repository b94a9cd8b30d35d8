import { eq } from 'drizzle-orm';
import { leads } from './schema';
import type { Db } from '../core/db/types';
import type { OutboxRow } from '../core/mail/outbox';

/**
 * Where a reply to an e-mail of the outbox goes (the outbox worker asks just before sending): the
 * homeowner's address for the notification of their request that staff receive; no Reply-To otherwise.
 */
export function leadReplyTo(db: Db, row: Pick<OutboxRow, 'kind' | 'leadId'>): string | undefined {
  if (row.kind !== 'lead-notification' || row.leadId === null) return undefined;
  return db.select({ email: leads.email }).from(leads).where(eq(leads.id, row.leadId)).get()?.email;
}
