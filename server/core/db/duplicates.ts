import { createHash } from 'node:crypto';

/** A double click, a retried request or a back-and-submit within this window is the same lead or review. */
const duplicateWindowMs = 10 * 60_000;

export const duplicateWindowStart = (now: Date) => new Date(now.getTime() - duplicateWindowMs).toISOString();

/** Same person, same words: case and spacing differences do not make a new lead or review. */
export function fingerprint(parts: readonly string[]): string {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  return createHash('sha256')
    .update(JSON.stringify(parts.map(norm)))
    .digest('hex');
}
