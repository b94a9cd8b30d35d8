import { asc } from 'drizzle-orm';
import { mailAttachments } from '../core/mail/schema';
import type { Db } from '../core/db/types';
import { keyringOf } from '../core/secrets';

/** The attachments of the outbox, opened. */
export function listAttachments(db: Db) {
  const rows = db.select().from(mailAttachments).orderBy(asc(mailAttachments.outboxId)).all();
  const keys = keyringOf(db);
  return rows.map((row) => ({ ...row, content: keys.open(row.content) }));
}
