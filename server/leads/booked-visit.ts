import { and, eq, isNull } from 'drizzle-orm';
import { consultations, leads } from './schema';

/**
 * A visit that holds its time: booked (not cancelled), of a lead not kept as spam. A condition for
 * a query of consultations joined to their lead.
 */
export const bookedNonSpamVisit = and(isNull(consultations.cancelledAt), eq(leads.isSpam, false));
