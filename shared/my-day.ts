import { z } from 'zod';
import type { VisitMode } from './booking';
import { addDays, type DayKey } from './business-time';

/**
 * "My day"'s contract (GET /api/my-day): one designer's visits on one Connecticut day, in order,
 * with what the designer needs on the road. The schema is pure so the dashboard, which imports
 * only the types, leaves zod behind.
 */

const dayMessage = 'day must be a date (YYYY-MM-DD)';

/** GET /api/my-day?day=YYYY-MM-DD&designerId=N; both optional (today, and the signed-in person). */
export const myDayQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    day: z
      .string({ error: dayMessage })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: dayMessage })
      // A real day on the calendar: "2027-02-30" would move on to 2 March.
      .refine((day) => addDays(day, 0) === day, { error: `${dayMessage} that exists` })
      .optional(),
    designerId: z
      .string({ error: 'designerId must be a positive whole number' })
      .regex(/^[1-9]\d{0,14}$/, { error: 'designerId must be a positive whole number' })
      .transform(Number)
      .optional(),
  }))();

/** A photo of the space the homeowner added, processed; both images are served to staff only. */
export type MyDayPhoto = { id: number; note: string | null; thumbUrl: string; fullUrl: string };

export type MyDayVisit = {
  leadId: number;
  /** UTC ISO instants. */
  startsAt: string;
  endsAt: string;
  mode: VisitMode;
  town: string | null;
  address: string;
  /** The homeowner. */
  name: string;
  phone: string;
  rooms: string[];
  photos: MyDayPhoto[];
  /**
   * The estimated drive from the designer's last in-home visit of the day, on an in-home visit
   * whose town and that visit's town are both known; null otherwise (and on the first).
   */
  driveFromPrevious: { town: string; minutes: number } | null;
};

/** GET /api/my-day */
export type MyDay = {
  day: DayKey;
  /** Whose day this is (staff id). */
  designerId: number;
  /**
   * With `calendar:everyone`, the people whose day can be shown: active staff who are designers or
   * have visits booked. Empty for everyone else.
   */
  designers: { id: number; name: string }[];
  visits: MyDayVisit[];
};
