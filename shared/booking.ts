import { z } from 'zod';
import { serviceAreaTowns } from './service-area-towns';

/**
 * Online booking's contract: how a homeowner meets the designer, the schedule's shared settings,
 * and the answers of /api/bookings (the homeowner's choice is booking-choice.ts). Schemas are pure
 * so a page that uses only the values leaves zod behind.
 */

export const visitModes = ['in_home', 'virtual'] as const;
export type VisitMode = (typeof visitModes)[number];
export const visitModeLabels: Record<VisitMode, string> = { in_home: 'In-home', virtual: 'Virtual (video call)' };

/** Settings shared by every designer's calendar (the Schedule section). */
export type ScheduleSettings = {
  visitMinutes: number;
  /** Minutes kept free between two visits (more when the drive between two towns takes longer). */
  bufferMinutes: number;
  /** Nothing starts sooner than this, and nothing is offered for the same day. */
  minNoticeHours: number;
  /** How many days ahead times are offered. */
  daysAhead: number;
};
export const defaultScheduleSettings: ScheduleSettings = {
  visitMinutes: 90,
  bufferMinutes: 30,
  minNoticeHours: 24,
  daysAhead: 30,
};

/** Reschedule and cancel online up to this long before the visit; after that, by phone. */
export const onlineChangeHours = 24;
/** A booking link works until this many days after the visit (or after the request, before one is booked). */
export const bookingLinkDays = 30;

export const slotTakenMessage = 'That time was just taken';
export const deadBookingLinkMessage = 'This booking link is not valid or has expired.';
export const lateChangeMessage = 'Your visit is less than 24 hours away, so please call us to change it.';
/** The page without JavaScript, after a form that was not complete. */
export const checkBookingMessage = 'Please choose a time, and for an in-home visit your town and street address.';

/** An instant a slot starts, as its radio's value begins: "2027-01-12T15:00:00Z" or with milliseconds. */
const slotInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?Z/;

/** The start instant a slot's value begins with, normalised to `toISOString()`; undefined when it has none. */
export function slotStart(value: string): string | undefined {
  const match = slotInstant.exec(value);
  const at = match ? new Date(match[0]) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : undefined;
}

/** GET /api/bookings/:token?mode=&town=: which times to show. */
export const slotQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    mode: z.enum(visitModes, { error: 'mode must be in_home or virtual' }).optional(),
    // The page's own form sends an unchosen town as "" (and, on a virtual visit, whatever was left).
    town: z.preprocess(
      (town) => (town === '' ? undefined : town),
      z.enum(serviceAreaTowns as [string, ...string[]], { error: 'Choose your town' }).optional(),
    ),
  }))();

/** The open times of one Connecticut day. */
const slotDaySchema = /* @__PURE__ */ (() => z.object({ day: z.string(), starts: z.array(z.string()) }))();
export type SlotDay = z.infer<typeof slotDaySchema>;

const bookedVisitViewSchema = /* @__PURE__ */ (() =>
  z.object({
    startsAt: z.string(),
    endsAt: z.string(),
    mode: z.enum(visitModes),
    address: z.string(),
    town: z.string().nullable(),
    designerFirstName: z.string().nullable(),
  }))();
export type BookedVisitView = z.infer<typeof bookedVisitViewSchema>;

/** A photo of their space a homeowner added; its image is served to staff only. */
export const spacePhotoViewSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.number().int().positive(),
    note: z.string().nullable(),
    status: z.enum(['processing', 'ready', 'failed']),
  }))();
export type SpacePhotoView = z.infer<typeof spacePhotoViewSchema>;
/** The most photos of their space a homeowner can add. */
export const maxSpacePhotos = 10;
/** The longest note a photo of the space may carry, in characters. */
export const maxSpacePhotoNote = 200;

/** GET /api/bookings/:token */
export const bookingPageDataSchema = /* @__PURE__ */ (() =>
  z.object({
    token: z.string(),
    firstName: z.string(),
    /** The town of the homeowner's ZIP when the site knows it. */
    town: z.string().nullable(),
    visit: bookedVisitViewSchema.nullable(),
    /** Whether the visit can still be moved or cancelled online (more than 24 hours ahead). */
    canChangeOnline: z.boolean(),
    /** The times offered for the mode and town asked for. */
    query: z.object({ mode: z.enum(visitModes), town: z.string().nullable() }),
    days: z.array(slotDaySchema),
    /** After "That time was just taken": the open times nearest the one asked for. */
    nearest: z.array(z.string()),
    photos: z.array(spacePhotoViewSchema),
  }))();
export type BookingPageData = z.infer<typeof bookingPageDataSchema>;

/** What the booking page says after a change (its `notice` query parameter). */
export type BookingNotice = 'booked' | 'rescheduled' | 'cancelled' | 'taken' | 'late' | 'check' | 'photo';

/** Why a photo of the space was refused: the page shows these (also after a plain form post's `?photoError=`). */
export const spacePhotoMessages = {
  link: deadBookingLinkMessage,
  'too-large': 'Each photo must be 25 MB or smaller',
  'too-many-pixels': 'Each photo must be 50 megapixels or smaller',
  'not-image': 'Only photos can be added (JPEG, PNG, WebP or GIF)',
  heic: "HEIC photos can't be read yet: please choose 'Most compatible' in your camera settings or send a JPEG",
  unreadable: 'This photo could not be read. Please choose another one (JPEG, PNG, WebP or GIF).',
  full: `You can add up to ${maxSpacePhotos} photos`,
  note: 'The note can be at most 200 characters',
  missing: 'Choose one photo to add',
  busy: 'You have added many photos in a short time. Please wait an hour and try again.',
  disk: 'Photos cannot be added right now. Please try again later, or show us the space at your visit.',
} as const;
export type SpacePhotoError = keyof typeof spacePhotoMessages;
