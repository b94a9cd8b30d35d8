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

/**
 * The file of `contentType` attached to a message as the test SMTP server received it (its `raw`
 * text): the part's base64 body decoded, with the file name it was sent under.
 */
export function attachedFile(raw: string, contentType: string): { filename: string; bytes: Buffer } | undefined {
  const lines = raw.split(/\r?\n/);
  const start = lines.findIndex((line) => line.toLowerCase().startsWith(`content-type: ${contentType}`));
  if (start < 0) return undefined;
  const blank = lines.indexOf('', start);
  const headers = lines.slice(start, blank).join(' ');
  const end = lines.findIndex((line, i) => i > blank && (line.startsWith('--') || line === ''));
  const filename = /filename="?([^";\s]+)"?/.exec(headers)?.[1] ?? '';
  return { filename, bytes: Buffer.from(lines.slice(blank + 1, end).join(''), 'base64') };
}
