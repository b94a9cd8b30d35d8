import { and, asc, count, eq, or, lt, sql } from 'drizzle-orm';
import type { PasskeyInfo } from '../../../../shared/passkeys';
import { staffPasskeys } from '../schema';
import type { Db } from '../../db/types';

type PasskeyRow = typeof staffPasskeys.$inferSelect;

export function passkeysOf(db: Db, staffId: number): PasskeyRow[] {
  return db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id))
    .all();
}

export const toPasskeyInfo = (row: PasskeyRow): PasskeyInfo => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
  synced: row.backedUp,
});

export function findPasskey(db: Db, id: string): PasskeyRow | undefined {
  return db.select().from(staffPasskeys).where(eq(staffPasskeys.id, id)).get();
}

export function passkeyCount(db: Db, staffId: number): number {
  return db.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId)).get()?.n ?? 0;
}

export const hasPasskey = (db: Db, staffId: number): boolean => passkeyCount(db, staffId) > 0;

/** Removes one of a person's passkeys; false if it is not theirs (or already gone). */
export function removePasskey(db: Db, staffId: number, id: string): boolean {
  return (
    db
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, staffId)))
      .run().changes === 1
  );
}

/**
 * Notes a sign-in with a passkey and its new signature counter. Synced passkeys keep the counter at
 * 0 and are accepted every time; a counter in use must rise. The condition is in the update itself,
 * so two requests replaying one answer cannot both succeed.
 */
export function notePasskeyUse(db: Db, id: string, newCounter: number, at = new Date()): boolean {
  const { changes } = db
    .update(staffPasskeys)
    .set({ counter: newCounter, lastUsedAt: at.toISOString() })
    .where(
      and(
        eq(staffPasskeys.id, id),
        or(lt(staffPasskeys.counter, newCounter), and(eq(staffPasskeys.counter, 0), sql`${newCounter} = 0`)),
      ),
    )
    .run();
  return changes === 1;
}
