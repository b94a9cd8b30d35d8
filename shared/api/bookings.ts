import * as z from 'zod/mini';
import { bookingPageDataSchema, slotQuerySchema } from '../booking';
import { bookingChoiceSchema } from '../booking-choice';
import { bookingApiPath, bookingCancelPath, bookingTimesPath } from './booking-paths';
import { route } from './route';

/** A booking, a move or a cancellation that went through, and the page's data after it. */
const changed = /* @__PURE__ */ (() =>
  z.object({
    success: z.literal(true),
    notice: z.enum(['booked', 'rescheduled', 'cancelled']),
    data: bookingPageDataSchema,
  }))();

/**
 * The homeowner's booking page: its times, booking or moving the visit, cancelling it. Each change
 * answers JSON for the page's script, or a 303 back to the page for its plain form post; a refusal
 * (409 taken, 403 too late to change online, 404 dead link) also carries the page's `data`.
 */
export const bookingsApi = /* @__PURE__ */ (() => {
  const params = z.object({ token: z.string().check(z.describe('The booking link’s secret token')) });
  return {
    read: route({
      method: 'GET',
      path: bookingApiPath,
      summary: 'The booking page: the homeowner, the booked visit and the open times for a way of meeting and a town',
      access: 'secret-link',
      params,
      query: slotQuerySchema,
      answer: bookingPageDataSchema,
    }),
    book: route({
      method: 'POST',
      path: bookingApiPath,
      summary: 'Book a time, or move the booked visit to it',
      access: 'secret-link',
      params,
      body: bookingChoiceSchema,
      formPost: true,
      answer: changed,
    }),
    cancel: route({
      method: 'POST',
      path: bookingCancelPath,
      summary: 'Cancel the booked visit',
      access: 'secret-link',
      params,
      formPost: true,
      answer: changed,
    }),
    times: route({
      method: 'POST',
      path: bookingTimesPath,
      summary:
        'The page without JavaScript asks for the times of another way of meeting or town: a 303 to the page showing them',
      access: 'secret-link',
      params,
      // A choice that cannot be read shows the page's default times.
      body: z.catch(slotQuerySchema, {}),
      formPost: true,
      contentType: 'text/html',
    }),
  };
})();
