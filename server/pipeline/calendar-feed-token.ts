import { eq } from 'drizzle-orm';
import { can } from '../../shared/team';
import type { CalendarFeed } from '../../shared/pipeline';
import { staff } from '../core/auth/schema';
import type { Db } from '../core/db/types';
import { findVerification, latestVerification, prepareVerification } from '../core/verification';

/**
 * A person's two feed links: their own visits ('own'), and, for those who may see everyone's
 * calendar, their own copy of the company's ('everyone'). Both are the person's, so disabling them
 * (which revokes their links) ends every feed they had.
 */
type FeedKind = 'own' | 'everyone';
const purposeOf = { own: 'calendar-own', everyone: 'calendar-everyone' } as const;

const feedPath = (token: string) => `/api/calendar/${token}.ics`;

/**
 * A new link replacing the person's earlier one of that kind. The token is shown this once: only
 * its hash is kept, so the page cannot show the link again later.
 */
export function newFeedLink(db: Db, staffId: number, kind: FeedKind, siteUrl: string, now = new Date()): CalendarFeed {
  const { token, verification } = db.transaction((tx) =>
    prepareVerification(tx, { purpose: purposeOf[kind], staffId, replace: true, now }),
  );
  return { url: `${siteUrl}${feedPath(token)}`, madeAt: verification.createdAt };
}

/** What the page can show of a person's current link: when it was made (null before the first). */
export function currentFeedLink(db: Db, staffId: number, kind: FeedKind): CalendarFeed {
  return { url: null, madeAt: latestVerification(db, { purpose: purposeOf[kind], staffId })?.createdAt ?? null };
}

/** Whose visits a feed token opens: everyone's (the company link), one active person's, or none. */
type FeedScope = { everyone: true } | { everyone: false; staffId: number };

export function feedScopeOf(db: Db, token: string, now = new Date()): FeedScope | undefined {
  for (const kind of ['everyone', 'own'] as const) {
    const staffId = findVerification(db, purposeOf[kind], token, now)?.staffId;
    if (staffId == null) continue;
    const person = db.select({ role: staff.role, status: staff.status }).from(staff).where(eq(staff.id, staffId)).get();
    // A disabled person's links open nothing; nor does the company link of someone no longer allowed it.
    if (person?.status !== 'active') return undefined;
    if (kind === 'own') return { everyone: false, staffId };
    return can(person.role, 'calendar:everyone') ? { everyone: true } : undefined;
  }
  return undefined;
}
