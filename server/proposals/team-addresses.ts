import { and, eq } from 'drizzle-orm';
import { staff } from '../core/auth/schema';
import type { Db, Tx } from '../core/db/types';

/**
 * Who on the team hears of a homeowner's answer: the designer who sent the version (while their
 * account is active) and the office (LEAD_NOTIFY_TO, who gets every lead), each once.
 */
export function teamAddresses(db: Db | Tx, sentBy: number | null, notifyTo: string): string[] {
  const designer =
    sentBy === null
      ? undefined
      : db
          .select({ email: staff.email })
          .from(staff)
          .where(and(eq(staff.id, sentBy), eq(staff.status, 'active')))
          .get();
  return [...new Set([designer?.email, notifyTo].filter((a): a is string => Boolean(a)).map((a) => a.toLowerCase()))];
}
