import { and, inArray, isNotNull, lt, or } from 'drizzle-orm';
import { verifications } from './schema';
import type { Db } from '../db/types';
import { verificationPurposeNames, verificationPurposes } from './purposes';

const singleUsePurposes = verificationPurposeNames.filter((p) => verificationPurposes[p].singleUse);

/**
 * Deletes the links that can never open anything again: single-use links once used, and links that
 * expired before `expiredBefore` (the retention job passes a grace period before now). A link
 * without an expiry (a calendar feed, a booking link, a signed proposal's) is never deleted here,
 * whatever its state: its feature decides when it ends. Returns how many rows went.
 */
export function deleteSpentVerifications(db: Db, { expiredBefore }: { expiredBefore: Date }): number {
  return db
    .delete(verifications)
    .where(
      and(
        isNotNull(verifications.expiresAt),
        or(
          lt(verifications.expiresAt, expiredBefore.toISOString()),
          and(inArray(verifications.purpose, singleUsePurposes), isNotNull(verifications.usedAt)),
        ),
      ),
    )
    .run().changes;
}
