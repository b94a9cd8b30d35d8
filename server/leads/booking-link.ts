import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bookingLinkDays } from '../../shared/booking';
import { bookingLinks, consultations, leads } from '../core/db/schema';
import type { Db, Tx } from '../core/db/types';
import { bookingPagePath } from '../../shared/paths';

const day = 24 * 60 * 60_000;
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** Set with a consultation request: the thank-you page's link (/book) opens the booking page with it. */
export const bookingCookie = 'booking_link';
export const bookingCookieHours = 24;

/** The booking page of a link: where the homeowner picks, moves or cancels their visit. */
export const bookingPath = (token: string) => `${bookingPagePath}/${token}`;

export const hashBookingToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new 256-bit link to the lead's booking page, saved (hashed) in the caller's transaction. */
export function issueBookingLink(db: Db | Tx, leadId: number, now = new Date()): string {
  const token = randomBytes(32).toString('base64url');
  db.insert(bookingLinks)
    .values({ tokenHash: hashBookingToken(token), leadId, createdAt: now.toISOString() })
    .run();
  return token;
}

/**
 * The lead a link opens; undefined for an unknown, malformed or expired link and for a lead kept as
 * spam, so a dead link reveals nothing. A link works for 30 days after the later of its issue and the
 * booked visit.
 */
export function leadOfBookingLink(db: Db | Tx, token: string, now = new Date()): number | undefined {
  if (!tokenShape.test(token)) return undefined;
  const row = db
    .select({
      leadId: bookingLinks.leadId,
      issuedAt: bookingLinks.createdAt,
      visitAt: consultations.startsAt,
      cancelledAt: consultations.cancelledAt,
    })
    .from(bookingLinks)
    .innerJoin(leads, eq(leads.id, bookingLinks.leadId))
    .leftJoin(consultations, eq(consultations.leadId, bookingLinks.leadId))
    .where(and(eq(bookingLinks.tokenHash, hashBookingToken(token)), eq(leads.isSpam, false)))
    .get();
  if (!row) return undefined;
  const visit = row.visitAt && !row.cancelledAt ? Date.parse(row.visitAt) : 0;
  const from = Math.max(Date.parse(row.issuedAt), visit);
  return now.getTime() <= from + bookingLinkDays * day ? row.leadId : undefined;
}
