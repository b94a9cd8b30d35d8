import { mailOutbox } from '../core/mail/schema';
import type { Db } from '../core/db/types';

/** An outbox row for `leadId` as a lead notification queued now, with `fields` changed. */
export function addTestMail(db: Db, leadId: number | null, fields: Partial<typeof mailOutbox.$inferInsert> = {}) {
  const subject = fields.subject ?? `mail for ${leadId}`;
  db.insert(mailOutbox)
    .values({
      leadId,
      kind: 'lead-notification',
      toAddress: 'design@example.com',
      subject,
      body: `Body of ${subject}`,
      nextAttemptAt: new Date().toISOString(),
      ...fields,
    })
    .run();
}
