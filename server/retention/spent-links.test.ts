import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { daysBefore, retention } from '../../shared/retention';
import { verifications } from '../core/verification/schema';
import { consumeVerification, prepareVerification, revokeVerifications } from '../core/verification';
import { createTestApp } from '../test/test-app';
import { applyRetention } from './retention';
import { now, oneDayAfter, oneDayBefore } from './test/retention-clock';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(() => {
  ctx = createTestApp({ seed: false });
});
afterEach(() => ctx.cleanup());

/** A link made a year ago whose `refId` names it in the assertions. */
const link = (refId: number, purpose: 'invitation' | 'password-reset' | 'proposal' | 'booking', expiresAt?: Date) =>
  prepareVerification(ctx.db, { purpose, refId, expiresAt, now: new Date('2025-11-22T12:00:00.000Z') });

const remaining = () =>
  ctx.db
    .select({ refId: verifications.refId })
    .from(verifications)
    .orderBy(asc(verifications.id))
    .all()
    .map((r) => r.refId);

describe('spent secret links', () => {
  it(`go once used, or ${retention.expiredLinkDays} days after they expired (a day either side); live links and links without an expiry stay`, () => {
    const grace = daysBefore(now, retention.expiredLinkDays);
    link(1, 'invitation', oneDayBefore(grace));
    link(2, 'invitation', oneDayAfter(grace));
    link(3, 'proposal', oneDayBefore(grace));
    link(4, 'proposal', oneDayAfter(now));
    const used = link(5, 'password-reset', oneDayAfter(now));
    expect(consumeVerification(ctx.db, 'password-reset', used.token, now)).toBeDefined();
    // A multi-use link is never used up; no expiry: its feature ends it, retention never does.
    link(6, 'proposal', oneDayAfter(now));
    link(7, 'booking');
    link(8, 'booking');
    revokeVerifications(ctx.db, { refId: 8 }, oneDayBefore(grace));

    expect(applyRetention(ctx.db, now).verifications).toBe(3);

    expect(remaining()).toEqual([2, 4, 6, 7, 8]);
    // The next run finds nothing more.
    expect(applyRetention(ctx.db, now).verifications).toBe(0);
  });
});
