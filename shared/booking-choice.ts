// zod/mini: the booking page checks the homeowner's choice with this before sending it (see contact-schema.ts).
import * as z from 'zod/mini';
import { rewritten } from './api/lean-inputs';
import { slotStart, visitModes } from './booking';
import { oneLine } from './form-rules';
import { serviceAreaTowns } from './service-area-towns';

const chooseTime = 'Choose a time for your visit';

/**
 * An in-home visit needs the town and street address. Checked even when no time was chosen (zod
 * skips an object's refinements once a field is missing), so the page says everything missing at once.
 */
const inHome = ({ value }: { value: unknown }) =>
  typeof value === 'object' && value !== null && (value as { mode?: unknown }).mode === 'in_home';

/** POST /api/bookings/:token: the homeowner's choice (JSON, or the page's plain form post). */
export const homeownerBookingSchema = /* @__PURE__ */ (() =>
  z
    .object({
      // The start as toISOString() writes it, whatever precision was sent.
      slot: z.string({ error: chooseTime }).check(
        z.refine((value) => slotStart(value) !== undefined, { error: chooseTime, abort: true }),
        z.overwrite((value) => slotStart(value) ?? value),
      ),
      mode: z.enum(visitModes, { error: 'Choose in-home or virtual' }),
      town: z.optional(z.enum(serviceAreaTowns as [string, ...string[]], { error: 'Choose your town' })),
      address: z.optional(
        z
          .string()
          .check(z.trim(), z.maxLength(200, { error: 'Address must be at most 200 characters' }), oneLine('Address')),
      ),
    })
    .check(
      z.refine((value) => value.mode !== 'in_home' || Boolean(value.town), {
        error: 'Choose your town',
        path: ['town'],
        when: inHome,
      }),
      z.refine((value) => value.mode !== 'in_home' || Boolean(value.address), {
        error: 'Enter the street address',
        path: ['address'],
        when: inHome,
      }),
    ))();
export type HomeownerBooking = z.infer<typeof homeownerBookingSchema>;

/** The choice's four fields as sent (the page's form holds all four, an unchosen one as ""). */
export type BookingChoiceFields = Partial<Record<'slot' | 'mode' | 'town' | 'address', string>>;

/** The choice's four fields as sent; a plain form sends an empty field as "", read as left out. */
export function bookingChoiceFields(body: unknown): Record<string, unknown> {
  const sent = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const pick = (name: string) => (sent[name] === '' ? undefined : sent[name]);
  return { slot: pick('slot'), mode: pick('mode'), town: pick('town'), address: pick('address') };
}

/** POST /api/bookings/:token's body: the choice, JSON or the page's plain form post (and the page's own form). */
export const bookingChoiceSchema = /* @__PURE__ */ (() =>
  z.pipe(rewritten(z.custom<BookingChoiceFields>(), bookingChoiceFields), homeownerBookingSchema))();
