import { business } from '../../../../shared/business';
import type { MyDayVisit } from '../../../../shared/my-day';

/** Where to drive: the street address, with the town and state when the address does not name the town. */
export function placeOf({ address, town }: Pick<MyDayVisit, 'address' | 'town'>): string {
  const street = address.trim();
  if (!town || street.toLowerCase().includes(town.toLowerCase())) return street;
  return street ? `${street}, ${town}, ${business.regionCode}` : `${town}, ${business.regionCode}`;
}

/**
 * Google Maps' cross-platform search link: the Google Maps app opens it on Android and iOS (a
 * browser tab where the app is missing), and a desktop browser shows the map.
 * https://developers.google.com/maps/documentation/urls/get-started#search-action
 */
export const mapsUrl = (place: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

/** "45 min", "1 h", "1 h 15 min". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** Whole minutes from the end of one visit to the start of the next. */
export const minutesBetween = (endsAt: string, startsAt: string) =>
  Math.round((Date.parse(startsAt) - Date.parse(endsAt)) / 60_000);
