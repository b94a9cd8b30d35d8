import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { getSetting, putSetting } from '../core/db/app-settings';
import type { Db } from '../core/db/types';

const key = 'calendar_feed_token';

/** 32 random bytes, URL-safe: the whole secret of the staff calendar feed. */
export function newFeedToken(db: Db): string {
  const token = randomBytes(32).toString('base64url');
  putSetting(db, key, token);
  return token;
}

/** The current token, made on first use. */
export function feedToken(db: Db): string {
  return getSetting(db, key) ?? newFeedToken(db);
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time comparison with the current token; false before one was made. */
export function isFeedToken(db: Db, candidate: string): boolean {
  const current = getSetting(db, key);
  return current !== undefined && timingSafeEqual(digest(current), digest(candidate));
}
