import type { BookingNotice, BookingPageData, VisitMode } from '../../../../shared/booking';
import type { bookingsApi } from '../../../../shared/api/bookings';
import {
  bookingApiPath,
  bookingCancelPath,
  bookingTimesPath,
  spacePhotoUploadPath,
} from '../../../../shared/api/booking-paths';
import type { AnswerOf } from '../../../../shared/api/route';
import { ApiError, apiRequest, getJson, isNetworkFailure } from '../../lib/api-request';

/** One booking page's times for a way of meeting and a town: a React Query key and its URL. */
export interface TimesChoice {
  mode: VisitMode;
  /** "" when none is chosen; only in-home visits depend on it. */
  town: string;
}

const townOf = ({ mode, town }: TimesChoice) => (mode === 'in_home' ? town : '');

/** Every cached choice of one booking link starts with this. */
export const bookingLinkKey = (token: string) => [bookingApiPath, token] as const;

export const bookingKey = (token: string, choice: TimesChoice) =>
  [...bookingLinkKey(token), choice.mode, townOf(choice)] as const;

/** A booking path with the link's token in it, as the contract's `pathTo` fills it in (kept out of this page). */
const withToken = (path: `${string}:token${string}`, token: string) =>
  path.replace(':token', encodeURIComponent(token));

/** The addresses the page's forms post to without JavaScript, and its script sends to. */
export const bookingUrls = (token: string) => ({
  page: withToken(bookingApiPath, token),
  cancel: withToken(bookingCancelPath, token),
  times: withToken(bookingTimesPath, token),
  photos: withToken(spacePhotoUploadPath, token),
});

/** GET /api/bookings/:token, typed by the contract (this page leaves its schemas out of its bundle). */
export function fetchBookingTimes(token: string, choice: TimesChoice): Promise<BookingPageData> {
  const query = new URLSearchParams({ mode: choice.mode });
  const town = townOf(choice);
  if (town) query.set('town', town);
  return getJson<AnswerOf<typeof bookingsApi.read>>(`${bookingUrls(token).page}?${query.toString()}`);
}

/** What a booking, a move or a cancellation came to, as the page needs to show it. */
type ChangeOutcome =
  | { kind: 'done'; data: BookingPageData; notice: BookingNotice }
  | { kind: 'taken'; data: BookingPageData }
  | { kind: 'late'; data?: BookingPageData; message: string }
  | { kind: 'invalid'; message?: string; error: ApiError }
  | { kind: 'failed'; message?: string; offline: boolean };

const pageDataIn = (body: unknown): BookingPageData | undefined => {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  return data && typeof data === 'object' && 'days' in data ? (data as BookingPageData) : undefined;
};

async function change(url: string, body: object): Promise<ChangeOutcome> {
  try {
    const res = await apiRequest('POST', url, body);
    const answer = (await res.json()) as AnswerOf<typeof bookingsApi.book>;
    return { kind: 'done', data: answer.data, notice: answer.notice };
  } catch (err) {
    if (!(err instanceof ApiError)) return { kind: 'failed', offline: isNetworkFailure(err) };
    const data = pageDataIn(err.body);
    if (err.status === 409 && data) return { kind: 'taken', data };
    if (err.status === 403) return { kind: 'late', data, message: err.serverError ?? '' };
    if (err.status === 400) return { kind: 'invalid', message: err.serverError, error: err };
    return { kind: 'failed', message: err.serverError, offline: false };
  }
}

/** POST /api/bookings/:token: books a time, or moves the booked visit to it. */
export const bookTime = (token: string, choice: { slot: string; mode: VisitMode; town?: string; address?: string }) =>
  change(bookingUrls(token).page, choice);

/** POST /api/bookings/:token/cancel */
export const cancelVisit = (token: string) => change(bookingUrls(token).cancel, {});
