import * as z from 'zod/mini';
import { visitModes } from './booking';
import { addDays } from './business-time';
import { numberFromText } from './api/lean-inputs';
import { numberValue } from './api/lean-schemas';

/**
 * "My day"'s contract (GET /api/my-day): one designer's visits on one Connecticut day, in order,
 * with what the designer needs on the road. zod/mini, its numbers written as
 * api/lean-schemas.ts and lean-inputs.ts do: the dashboard parses the answer with these (shared/api/my-day.ts).
 */

const dayMessage = 'day must be a date (YYYY-MM-DD)';

/** GET /api/my-day?day=YYYY-MM-DD&designerId=N; both optional (today, and the signed-in person). */
export const myDayQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    day: z.optional(
      z.string({ error: dayMessage }).check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: dayMessage }),
        // A real day on the calendar: "2027-02-30" would move on to 2 March.
        z.refine((day) => addDays(day, 0) === day, { error: `${dayMessage} that exists` }),
      ),
    ),
    designerId: z.optional(
      numberFromText(
        z
          .string({ error: 'designerId must be a positive whole number' })
          .check(z.regex(/^[1-9]\d{0,14}$/, { error: 'designerId must be a positive whole number' })),
      ),
    ),
  }))();

/** A photo of the space the homeowner added, processed; both images are served to staff only. */
const myDayPhotoSchema = /* @__PURE__ */ (() =>
  z.object({ id: numberValue(), note: z.nullable(z.string()), thumbUrl: z.string(), fullUrl: z.string() }))();
export type MyDayPhoto = z.infer<typeof myDayPhotoSchema>;

const myDayVisitSchema = /* @__PURE__ */ (() =>
  z.object({
    leadId: numberValue(),
    /** UTC ISO instants. */
    startsAt: z.string(),
    endsAt: z.string(),
    mode: z.enum(visitModes),
    town: z.nullable(z.string()),
    address: z.string(),
    /** The homeowner. */
    name: z.string(),
    phone: z.string(),
    rooms: z.array(z.string()),
    photos: z.array(myDayPhotoSchema),
    /**
     * The estimated drive from the designer's last in-home visit of the day, on an in-home visit
     * whose town and that visit's town are both known; null otherwise (and on the first).
     */
    driveFromPrevious: z.nullable(z.object({ town: z.string(), minutes: numberValue() })),
  }))();
export type MyDayVisit = z.infer<typeof myDayVisitSchema>;

/** GET /api/my-day */
export const myDaySchema = /* @__PURE__ */ (() =>
  z.object({
    /** A Connecticut day, YYYY-MM-DD. */
    day: z.string(),
    /** Whose day this is (staff id). */
    designerId: numberValue(),
    /**
     * With `calendar:everyone`, the people whose day can be shown: active staff who are designers or
     * have visits booked. Empty for everyone else.
     */
    designers: z.array(z.object({ id: numberValue(), name: z.string() })),
    visits: z.array(myDayVisitSchema),
  }))();
export type MyDay = z.infer<typeof myDaySchema>;
