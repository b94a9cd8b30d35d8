import { type BookingNotice, type BookingPageData, type VisitMode } from '../../../../shared/booking';
import { ApiError, apiRequest, getJson, isNetworkFailure } from '../../lib/api-request';
import { bookingPath, bookingsPath } from '../../../../shared/api-paths';

/** One booking page's times for a way of meeting and a town: a React Query key and its URL. */
export interface TimesChoice {
  mode: VisitMode;
  /** "" when none is chosen; only in-home visits depend on it. */
  town: string;
}

const townOf = ({ mode, town }: TimesChoice) => (mode === 'in_home' ? town : '');

export const bookingKey = (token: string, choice: TimesChoice) =>
  [bookingsPath, token, choice.mode, townOf(choice)] as const;

export const bookingApiUrl = (token: string) => bookingPath(token);

export function fetchBookingTimes(token: string, choice: TimesChoice): Promise<BookingPageData> {
  const query = new URLSearchParams({ mode: choice.mode });
  const town = townOf(choice);
  if (town) query.set('town', town);
  return getJson<BookingPageData>(`${bookingApiUrl(token)}?${query.toString()}`);
}

/** What a booking, a move or a cancellation came to, as the page needs to show it. */
type ChangeOutcome =
  | { kind: 'done'; data: BookingPageData; notice: BookingNotice }
  | { kind: 'taken'; data: BookingPageData }
  | { kind: 'late'; data?: BookingPageData; message: string }
  | { kind: 'invalid'; message?: string; fieldErrors: Record<string, string[]> }
  | { kind: 'failed'; message?: string; offline: boolean };

const pageDataIn = (body: unknown): BookingPageData | undefined => {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  return data && typeof data === 'object' && 'days' in data ? (data as BookingPageData) : undefined;
};

async function change(url: string, body: unknown, fallback: BookingNotice): Promise<ChangeOutcome> {
  try {
    const res = await apiRequest('POST', url, body);
    const answer = (await res.json()) as { data: BookingPageData; notice?: BookingNotice };
    return { kind: 'done', data: answer.data, notice: answer.notice ?? fallback };
  } catch (err) {
    if (!(err instanceof ApiError)) return { kind: 'failed', offline: isNetworkFailure(err) };
    const data = pageDataIn(err.body);
    if (err.status === 409 && data) return { kind: 'taken', data };
    if (err.status === 403) return { kind: 'late', data, message: err.serverError ?? '' };
    if (err.status === 400) return { kind: 'invalid', message: err.serverError, fieldErrors: err.fieldErrors };
    return { kind: 'failed', message: err.serverError, offline: false };
  }
}

/** POST /api/bookings/:token: books a time, or moves the booked visit to it. */
export const bookTime = (token: string, choice: { slot: string; mode: VisitMode; town?: string; address?: string }) =>
  change(bookingApiUrl(token), choice, 'booked');

/** POST /api/bookings/:token/cancel */
export const cancelVisit = (token: string) => change(`${bookingApiUrl(token)}/cancel`, {}, 'cancelled');
