import { and, eq } from 'drizzle-orm';
import { bookingLinkDays } from '../../shared/booking';
import { bookingPagePath } from '../../shared/paths';
import { consultations, leads } from './schema';
import type { Db, Tx } from '../core/db/types';
import { findVerification, prepareVerification } from '../core/verification';

const day = 24 * 60 * 60_000;

/** Set with a consultation request: the thank-you page's link (/book) opens the booking page with it. */
export const bookingCookie = 'booking_link';
export const bookingCookieHours = 24;

/** The booking page of a link: where the homeowner picks, moves or cancels their visit. */
export const bookingPath = (token: string) => `${bookingPagePath}/${token}`;

/** A new link to the lead's booking page, saved (hashed) in the caller's transaction. */
export function issueBookingLink(db: Db | Tx, leadId: number, now = new Date()): string {
  return prepareVerification(db, { purpose: 'booking', leadId, now }).token;
}

/**
 * The lead a link opens; undefined for an unknown, malformed or expired link and for a lead kept as
 * spam, so a dead link reveals nothing. A link works for 30 days after the later of its issue and the
 * booked visit.
 */
export function leadOfBookingLink(db: Db | Tx, token: string, now = new Date()): number | undefined {
  const link = findVerification(db, 'booking', token, now);
  if (link?.leadId == null) return undefined;
  const row = db
    .select({ visitAt: consultations.startsAt, cancelledAt: consultations.cancelledAt })
    .from(leads)
    .leftJoin(consultations, eq(consultations.leadId, leads.id))
    .where(and(eq(leads.id, link.leadId), eq(leads.isSpam, false)))
    .get();
  if (!row) return undefined;
  const visit = row.visitAt && !row.cancelledAt ? Date.parse(row.visitAt) : 0;
  const from = Math.max(Date.parse(link.createdAt), visit);
  return now.getTime() <= from + bookingLinkDays * day ? link.leadId : undefined;
}
