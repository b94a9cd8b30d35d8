import { business } from '../../shared/business';
import type { ScheduleSettings, VisitMode } from '../../shared/booking';
import { addDays, businessInstant, dayOf, weekdayOf, type DayKey } from '../../shared/business-time';

/**
 * The consultation times a homeowner can be offered: designers' weekly hours, days off and towns,
 * minus their booked visits with a buffer (or the drive between two in-home visits) either side.
 * Pure: the caller loads the schedules and visits; all days and clock times are Connecticut's.
 */

/** 0 = Sunday … 6 = Saturday, wall-clock 'HH:MM' in Connecticut. */
export interface WeeklyHours {
  weekday: number;
  start: string;
  end: string;
}
export interface DesignerSchedule {
  id: number;
  /** Empty: the business hours apply (Monday–Saturday 08:00–18:00). A weekday may have several ranges. */
  hours: WeeklyHours[];
  /** Days off, inclusive ranges of Connecticut days. */
  timeOff: { from: DayKey; to: DayKey }[];
  /** Towns this designer visits in person; empty = all. */
  towns: string[];
}
export interface BookedVisit {
  designerId: number;
  startsAt: string;
  endsAt: string;
  mode: VisitMode;
  town: string | null;
}
export interface SlotQuery {
  now: Date;
  mode: VisitMode;
  /** The homeowner's town (from their ZIP); null when unknown. */
  town: string | null;
  settings: ScheduleSettings;
  designers: DesignerSchedule[];
  /** Every visit not cancelled, any designer (only the designers' own ones matter). */
  booked: BookedVisit[];
  travelMinutes: (fromTown: string, toTown: string) => number;
}
export interface OpenSlot {
  startsAt: string;
  endsAt: string;
  /** Free designers at this time, best first. */
  designerIds: number[];
}

const businessHours: WeeklyHours[] = [1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  start: business.hours.opens,
  end: business.hours.closes,
}));
const slotStepMinutes = 30;

const minute = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
const minutesOf = (time: string) => {
  const [hh = NaN, mm = NaN] = time.split(':').map(Number);
  return hh * 60 + mm;
};
const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
// Noon UTC of a calendar date is that same date everywhere, so this is the date's weekday.

interface Visit {
  start: number;
  end: number;
  mode: VisitMode;
  town: string | null;
}
interface Candidate {
  designerId: number;
  start: number;
  end: number;
  /** The designer's booked visits on that day, for ordering. */
  load: number;
}

function servesTown(designer: DesignerSchedule, { mode, town }: SlotQuery) {
  if (mode === 'virtual' || designer.towns.length === 0) return true;
  return town !== null && designer.towns.includes(town);
}

/** Whether [start, end) keeps clear of every visit by the buffer, or the drive when both are in-home. */
function isFree(start: number, end: number, visits: Visit[], query: SlotQuery) {
  const buffer = query.settings.bufferMinutes;
  return visits.every((visit) => {
    let before = buffer;
    let after = buffer;
    if (query.mode === 'in_home' && visit.mode === 'in_home' && query.town !== null && visit.town !== null) {
      before = Math.max(buffer, query.travelMinutes(visit.town, query.town));
      after = Math.max(buffer, query.travelMinutes(query.town, visit.town));
    }
    return visit.end + before * minute <= start || end + after * minute <= visit.start;
  });
}

/** Every free (designer, start) on the given days. */
function freeCandidates(query: SlotQuery, days: DayKey[]): Candidate[] {
  const { now, settings } = query;
  const earliest = now.getTime() + settings.minNoticeHours * 60 * minute;
  const visitMs = settings.visitMinutes * minute;
  const found: Candidate[] = [];
  // Designers mostly share hours, so each wall-clock time is converted once.
  const instants = new Map<string, number>();
  const instantOf = (day: DayKey, time: string) => {
    const key = `${day} ${time}`;
    let at = instants.get(key);
    if (at === undefined) instants.set(key, (at = businessInstant(day, time).getTime()));
    return at;
  };

  for (const designer of query.designers) {
    if (!servesTown(designer, query)) continue;
    const visits: Visit[] = [];
    const loadByDay = new Map<DayKey, number>();
    for (const b of query.booked) {
      if (b.designerId !== designer.id) continue;
      visits.push({ start: Date.parse(b.startsAt), end: Date.parse(b.endsAt), mode: b.mode, town: b.town });
      const day = dayOf(b.startsAt);
      loadByDay.set(day, (loadByDay.get(day) ?? 0) + 1);
    }
    const hours = designer.hours.length > 0 ? designer.hours : businessHours;

    for (const day of days) {
      if (designer.timeOff.some(({ from, to }) => from <= day && day <= to)) continue;
      const weekday = weekdayOf(day);
      const load = loadByDay.get(day) ?? 0;
      // A set, as overlapping ranges of one designer would give the same start twice.
      const starts = new Set<number>();
      for (const range of hours) {
        if (range.weekday !== weekday) continue;
        const rangeEnd = instantOf(day, range.end);
        const last = minutesOf(range.end) - settings.visitMinutes;
        for (let at = minutesOf(range.start); at <= last; at += slotStepMinutes) {
          const start = instantOf(day, clockOf(at));
          if (start + visitMs <= rangeEnd) starts.add(start);
        }
      }
      for (const start of starts) {
        const end = start + visitMs;
        if (start >= earliest && isFree(start, end, visits, query)) {
          found.push({ designerId: designer.id, start, end, load });
        }
      }
    }
  }
  return found;
}

const bestFirst = (a: Candidate, b: Candidate) => a.load - b.load || a.designerId - b.designerId;

/** The days offered: from tomorrow (never today) through `daysAhead` days after today. */
function offeredDays({ now, settings }: SlotQuery): DayKey[] {
  const today = dayOf(now);
  const days: DayKey[] = [];
  for (let n = 1; n <= settings.daysAhead; n++) days.push(addDays(today, n));
  return days;
}

/** Every open start, ascending, with its free designers best first. */
export function availableSlots(query: SlotQuery): OpenSlot[] {
  const byStart = new Map<number, Candidate[]>();
  for (const c of freeCandidates(query, offeredDays(query))) {
    const list = byStart.get(c.start);
    if (list) list.push(c);
    else byStart.set(c.start, [c]);
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, list]) => ({
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + query.settings.visitMinutes * minute).toISOString(),
      designerIds: list.sort(bestFirst).map((c) => c.designerId),
    }));
}

/** The free designers, best first, at a start the homeowner picked; [] when that start is not offered. */
export function freeDesignersAt(query: SlotQuery, startsAt: string): number[] {
  const start = Date.parse(startsAt);
  if (Number.isNaN(start)) return [];
  const day = dayOf(new Date(start));
  if (!offeredDays(query).includes(day)) return [];
  return freeCandidates(query, [day])
    .filter((c) => c.start === start)
    .sort(bestFirst)
    .map((c) => c.designerId);
}
