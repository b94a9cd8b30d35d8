import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getSetting, putSetting } from '../core/db/app-settings';
import { staff } from '../core/db/schema';
import type { Db } from '../core/db/types';

const key = 'calendar_feed_token';

/** 32 random bytes, URL-safe: the whole secret of a calendar feed link. */
const randomToken = () => randomBytes(32).toString('base64url');

/** A new token for the company feed (everyone's visits); the old one stops working. */
export function newFeedToken(db: Db): string {
  const token = randomToken();
  putSetting(db, key, token);
  return token;
}

/** The current company feed token, made on first use. */
export function feedToken(db: Db): string {
  return getSetting(db, key) ?? newFeedToken(db);
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time comparison with the current company token; false before one was made. */
export function isFeedToken(db: Db, candidate: string): boolean {
  const current = getSetting(db, key);
  return current !== undefined && timingSafeEqual(digest(current), digest(candidate));
}

/** A new token for a person's own feed (their visits only); their old link stops working. */
export function newPersonalFeedToken(db: Db, staffId: number): string {
  const token = randomToken();
  db.update(staff).set({ feedToken: token }).where(eq(staff.id, staffId)).run();
  return token;
}

/** A person's current feed token, made on first use. */
export function personalFeedToken(db: Db, staffId: number): string {
  const row = db.select({ feedToken: staff.feedToken }).from(staff).where(eq(staff.id, staffId)).get();
  return row?.feedToken ?? newPersonalFeedToken(db, staffId);
}

/** Whose visits a feed token opens: everyone's (the company link), one active person's, or none. */
export type FeedScope = { everyone: true } | { everyone: false; staffId: number };

export function feedScopeOf(db: Db, candidate: string): FeedScope | undefined {
  if (isFeedToken(db, candidate)) return { everyone: true };
  // A person's token is looked up by its unique column; a disabled person's link opens nothing.
  const person = db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.feedToken, candidate), eq(staff.status, 'active')))
    .get();
  return person ? { everyone: false, staffId: person.id } : undefined;
}
