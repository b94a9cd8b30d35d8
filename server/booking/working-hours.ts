import { and, eq, gte, lte } from 'drizzle-orm';
import { business } from '../../shared/business';
import { businessInstant, dayOf, weekdayOf } from '../../shared/business-time';
import type { Db, Tx } from '../core/db/types';
import { designerHours, designerTimeOff } from './schema';

/** Why a person cannot work a span: a day off, or outside their weekly hours (the business hours without any). */
export type OffDuty = 'day-off' | 'off-hours';

const businessWeek = [1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  start: business.hours.opens,
  end: business.hours.closes,
}));

/**
 * Whether a person is free to work [startsAt, endsAt) by the Schedule's hours and days off (the
 * same rows that open a designer's visits): null when they are, else why not. Adjoining ranges of a
 * day (08:00–12:00, 12:00–17:00) count as one.
 */
export function offDutyFor(db: Db | Tx, staffId: number, startsAt: Date, endsAt: Date): OffDuty | null {
  const day = dayOf(startsAt);
  const off = db
    .select({ id: designerTimeOff.id })
    .from(designerTimeOff)
    .where(
      and(eq(designerTimeOff.staffId, staffId), lte(designerTimeOff.fromDay, day), gte(designerTimeOff.toDay, day)),
    )
    .get();
  if (off) return 'day-off';
  const own = db.select().from(designerHours).where(eq(designerHours.staffId, staffId)).all();
  const weekday = weekdayOf(day);
  const spans = (own.length > 0 ? own : businessWeek)
    .filter((range) => range.weekday === weekday)
    .map((range) => ({
      start: businessInstant(day, range.start).getTime(),
      end: businessInstant(day, range.end).getTime(),
    }))
    .sort((a, b) => a.start - b.start);
  let reach = -Infinity;
  let from = -Infinity;
  for (const span of spans) {
    if (span.start > reach) from = span.start;
    reach = Math.max(reach, span.end);
    if (from <= startsAt.getTime() && endsAt.getTime() <= reach) return null;
  }
  return 'off-hours';
}
