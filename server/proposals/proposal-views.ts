import { eq, sql } from 'drizzle-orm';
import { proposals } from './schema';
import type { Db } from '../core/db/types';
import { openProposal } from './proposal-link';

/** One view of the proposal page, seen by the homeowner: staff read "Opened 3 times, last …". False for a dead link. */
export function countView(db: Db, token: string, now: Date): boolean {
  const opened = openProposal(db, token, now);
  if (!opened) return false;
  db.update(proposals)
    .set({ viewCount: sql`${proposals.viewCount} + 1`, lastViewedAt: now.toISOString() })
    .where(eq(proposals.id, opened.proposal.id))
    .run();
  return true;
}
