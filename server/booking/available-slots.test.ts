import { describe, expect, it } from 'vitest';
import { businessInstant, businessTime, dayOf, type DayKey } from '../../shared/business-time';
import {
  availableSlots,
  type BookedVisit,
  type DesignerSchedule,
  freeDesignersAt,
  type OpenSlot,
  type SlotQuery,
} from './available-slots';
import type { ScheduleSettings } from '../../shared/booking';

// Monday 11 January 2027, 14:00 in Connecticut (EST, UTC-5).
const mondayAfternoon = new Date('2027-01-11T19:00:00Z');
const tuesday = '2027-01-12';
const wednesday = '2027-01-13';

const travel = (from: string, to: string) => {
  if (from === to) return 15;
  return [from, to].sort().join() === 'Greenwich,Guilford' ? 90 : 20;
};

const designer = (id: number, extra: Partial<DesignerSchedule> = {}): DesignerSchedule => ({
  id,
  hours: [],
  timeOff: [],
  towns: [],
  ...extra,
});

type QueryChanges = Partial<Omit<SlotQuery, 'settings'>> & { settings?: Partial<ScheduleSettings> };
function query({ settings, ...changes }: QueryChanges = {}): SlotQuery {
  return {
    now: mondayAfternoon,
    mode: 'in_home',
    town: 'Greenwich',
    settings: { visitMinutes: 90, bufferMinutes: 30, minNoticeHours: 0, daysAhead: 7, ...settings },
    designers: [designer(1)],
    booked: [],
    travelMinutes: travel,
    ...changes,
  };
}

const at = (day: DayKey, time: string) => businessInstant(day, time).toISOString();
const visit = (day: DayKey, from: string, to: string, extra: Partial<BookedVisit> = {}): BookedVisit => ({
  designerId: 1,
  startsAt: at(day, from),
  endsAt: at(day, to),
  mode: 'in_home',
  town: 'Greenwich',
  ...extra,
});
/** The Connecticut start times offered on a day. */
const timesOn = (slots: OpenSlot[], day: DayKey) =>
  slots.filter((s) => dayOf(s.startsAt) === day).map((s) => businessTime(s.startsAt));
const daysOf = (slots: OpenSlot[]) => [...new Set(slots.map((s) => dayOf(s.startsAt)))];
const everyHalfHour = (from: string, to: string) => {
  const times: string[] = [];
  for (let m = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)); ; m += 30) {
    const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    times.push(time);
    if (time === to) return times;
  }
};

describe('business hours by default', () => {
  it('offers 08:00 to 16:30 for 90-minute visits, Monday to Saturday, from tomorrow through daysAhead', () => {
    const slots = availableSlots(query());
    expect(daysOf(slots)).toEqual(['2027-01-12', '2027-01-13', '2027-01-14', '2027-01-15', '2027-01-16', '2027-01-18']);
    expect(timesOn(slots, tuesday)).toEqual(everyHalfHour('08:00', '16:30'));
    expect(slots[0]).toEqual({
      startsAt: '2027-01-12T13:00:00.000Z',
      endsAt: '2027-01-12T14:30:00.000Z',
      designerIds: [1],
    });
    expect(timesOn(slots, tuesday).at(-1)).toBe('16:30');
    expect(slots.at(-1)?.startsAt).toBe('2027-01-18T21:30:00.000Z');
    expect(slots.map((s) => s.startsAt)).toEqual(slots.map((s) => s.startsAt).sort());
  });

  it('offers nothing on the same day, even with no notice required', () => {
    expect(timesOn(availableSlots(query()), '2027-01-11')).toEqual([]);
    const early = availableSlots(query({ now: new Date('2027-01-11T05:00:00Z') }));
    expect(timesOn(early, '2027-01-11')).toEqual([]);
    expect(daysOf(early)[0]).toBe(tuesday);
  });

  it('counts days in Connecticut: 23:30 on Monday is still Monday', () => {
    const late = availableSlots(query({ now: new Date('2027-01-12T04:30:00Z') }));
    expect(daysOf(late)[0]).toBe(tuesday);
  });

  it('keeps the minimum notice: 24 hours from 14:00 today starts tomorrow at 14:00', () => {
    const slots = availableSlots(query({ settings: { minNoticeHours: 24 } }));
    expect(timesOn(slots, tuesday)).toEqual(everyHalfHour('14:00', '16:30'));
    expect(timesOn(slots, wednesday)[0]).toBe('08:00');
  });

  it('offers nothing when daysAhead is 0', () => {
    expect(availableSlots(query({ settings: { daysAhead: 0 } }))).toEqual([]);
    expect(daysOf(availableSlots(query({ settings: { daysAhead: 1 } })))).toEqual([tuesday]);
  });
});

describe('daylight saving time', () => {
  // The Saturday before each change and the Monday after it: 08:00 in New York is 12:00Z in summer time, 13:00Z in winter.
  it.each([
    {
      month: 'March',
      now: '2027-03-12T17:00:00Z',
      saturday: '2027-03-13T13:00:00.000Z',
      monday: '2027-03-15T12:00:00.000Z',
    },
    {
      month: 'November',
      now: '2027-11-05T16:00:00Z',
      saturday: '2027-11-06T12:00:00.000Z',
      monday: '2027-11-08T13:00:00.000Z',
    },
  ])('keeps 08:00 Connecticut time across the $month change', ({ now, saturday, monday }) => {
    const slots = availableSlots(query({ now: new Date(now), settings: { daysAhead: 3 } }));
    const days = [dayOf(saturday), dayOf(monday)];
    expect(daysOf(slots)).toEqual(days);
    expect(days.map((day) => slots.find((s) => dayOf(s.startsAt) === day)?.startsAt)).toEqual([saturday, monday]);
    for (const day of days) expect(timesOn(slots, day)).toEqual(everyHalfHour('08:00', '16:30'));
  });

  it('gives a designer working on the 23-hour day 08:00 in summer time', () => {
    const sundays = designer(1, { hours: [{ weekday: 0, start: '08:00', end: '12:00' }] });
    const slots = availableSlots(
      query({ now: new Date('2027-03-12T17:00:00Z'), settings: { daysAhead: 3 }, designers: [sundays] }),
    );
    expect(slots.map((s) => s.startsAt)).toEqual([
      '2027-03-14T12:00:00.000Z',
      '2027-03-14T12:30:00.000Z',
      '2027-03-14T13:00:00.000Z',
      '2027-03-14T13:30:00.000Z',
      '2027-03-14T14:00:00.000Z',
      '2027-03-14T14:30:00.000Z',
    ]);
  });
});

describe("a designer's own hours and days off", () => {
  const split = designer(1, {
    hours: [
      { weekday: 2, start: '09:00', end: '12:00' },
      { weekday: 2, start: '13:00', end: '17:00' },
      { weekday: 4, start: '10:00', end: '11:30' },
    ],
  });

  it('offers starts in each range that finish by its end, only on those weekdays', () => {
    const slots = availableSlots(query({ designers: [split] }));
    expect(daysOf(slots)).toEqual([tuesday, '2027-01-14']);
    expect(timesOn(slots, tuesday)).toEqual(['09:00', '09:30', '10:00', '10:30', ...everyHalfHour('13:00', '15:30')]);
    expect(timesOn(slots, '2027-01-14')).toEqual(['10:00']);
  });

  it('offers nothing on the days inside a time-off range, and the days around it as usual', () => {
    const away = designer(1, { timeOff: [{ from: wednesday, to: '2027-01-15' }] });
    const slots = availableSlots(query({ designers: [away] }));
    expect(daysOf(slots)).toEqual([tuesday, '2027-01-16', '2027-01-18']);
    expect(timesOn(slots, tuesday)).toEqual(everyHalfHour('08:00', '16:30'));
  });
});

describe('towns', () => {
  const designers = [designer(1, { towns: ['Greenwich', 'Stamford'] }), designer(2)];
  const tuesday10 = at(tuesday, '10:00');

  it('offers an in-home visit only by designers who visit that town, or every town', () => {
    expect(freeDesignersAt(query({ designers, town: 'Greenwich' }), tuesday10)).toEqual([1, 2]);
    expect(freeDesignersAt(query({ designers, town: 'Guilford' }), tuesday10)).toEqual([2]);
    expect(freeDesignersAt(query({ designers, town: null }), tuesday10)).toEqual([2]);
    expect(availableSlots(query({ designers: [designer(1, { towns: ['Greenwich'] })], town: 'Guilford' }))).toEqual([]);
  });

  it('ignores towns for virtual visits', () => {
    expect(freeDesignersAt(query({ designers, mode: 'virtual', town: 'Guilford' }), tuesday10)).toEqual([1, 2]);
    expect(freeDesignersAt(query({ designers, mode: 'virtual', town: null }), tuesday10)).toEqual([1, 2]);
  });
});

describe('booked visits', () => {
  const morningInGreenwich = [visit(tuesday, '10:00', '11:30')];

  it('leaves the drive after an in-home visit before the next one in another town', () => {
    const slots = availableSlots(query({ town: 'Guilford', booked: morningInGreenwich }));
    // 11:30 + 90 minutes from Greenwich = 13:00; before it, 08:00 + 90 + 90 would pass 10:00.
    expect(timesOn(slots, tuesday)).toEqual(everyHalfHour('13:00', '16:30'));
  });

  it('leaves only the buffer for a virtual visit, or in the same town when the buffer is longer', () => {
    const virtual = availableSlots(query({ mode: 'virtual', town: 'Guilford', booked: morningInGreenwich }));
    expect(timesOn(virtual, tuesday)).toEqual(['08:00', ...everyHalfHour('12:00', '16:30')]);
    const sameTown = availableSlots(query({ town: 'Greenwich', booked: morningInGreenwich }));
    expect(timesOn(sameTown, tuesday)).toEqual(['08:00', ...everyHalfHour('12:00', '16:30')]);
    expect(timesOn(sameTown, tuesday)).not.toContain('11:30');
  });

  it('leaves the drive to a later in-home visit, and only the buffer before it when virtual', () => {
    const booked = [visit(tuesday, '14:00', '15:30', { town: 'Guilford' })];
    // 11:00 ends 12:30, + 90 to Guilford = 14:00 exactly; 15:30 + 90 = 17:00 is past the last start.
    expect(timesOn(availableSlots(query({ booked })), tuesday)).toEqual(everyHalfHour('08:00', '11:00'));
    expect(timesOn(availableSlots(query({ booked, mode: 'virtual' })), tuesday)).toEqual([
      ...everyHalfHour('08:00', '12:00'),
      '16:00',
      '16:30',
    ]);
  });

  it('reads the drive in its direction: from the earlier visit, and to the later one', () => {
    const oneWay = (from: string, to: string) => (from === 'Guilford' && to === 'Greenwich' ? 60 : 120);
    const booked = [visit(tuesday, '10:00', '11:30', { town: 'Guilford' })];
    const slots = availableSlots(query({ booked, travelMinutes: oneWay }));
    // After: 11:30 + 60 = 12:30. Before: the visit must end 120 minutes before 10:00, which none can.
    expect(timesOn(slots, tuesday)).toEqual(everyHalfHour('12:30', '16:30'));
  });

  it('uses the buffer alone when either town is unknown or the booked visit is virtual', () => {
    const unknownTown = [visit(tuesday, '10:00', '11:30', { town: null })];
    expect(timesOn(availableSlots(query({ town: 'Guilford', booked: unknownTown })), tuesday)).toContain('12:00');
    const virtualVisit = [visit(tuesday, '10:00', '11:30', { mode: 'virtual' })];
    const slots = availableSlots(query({ town: 'Guilford', booked: virtualVisit }));
    expect(timesOn(slots, tuesday)).toEqual(['08:00', ...everyHalfHour('12:00', '16:30')]);
    const homeownerTownUnknown = availableSlots(query({ town: null, booked: morningInGreenwich }));
    expect(timesOn(homeownerTownUnknown, tuesday)).toEqual(['08:00', ...everyHalfHour('12:00', '16:30')]);
  });

  it("does not let another designer's visit block a designer", () => {
    const designers = [designer(1), designer(2)];
    const booked = [visit(tuesday, '10:00', '11:30', { designerId: 2 })];
    expect(freeDesignersAt(query({ designers, booked }), at(tuesday, '10:00'))).toEqual([1]);
    expect(freeDesignersAt(query({ designers, booked }), at(tuesday, '13:00'))).toEqual([1, 2]);
  });
});

describe('choosing among free designers', () => {
  const designers = [designer(1), designer(2), designer(3), designer(4)];
  const booked = [
    visit(tuesday, '08:00', '09:30', { designerId: 1 }),
    visit(tuesday, '16:30', '18:00', { designerId: 1 }),
    visit(tuesday, '08:00', '09:30', { designerId: 4 }),
    visit(tuesday, '08:00', '09:30', { designerId: 2 }),
    visit(wednesday, '08:00', '09:30', { designerId: 3 }),
    visit(wednesday, '16:30', '18:00', { designerId: 3 }),
  ];
  const q = query({ designers, booked, mode: 'virtual' });

  it("orders them by that day's visits, then by id", () => {
    const slots = availableSlots(q);
    expect(slots.find((s) => s.startsAt === at(tuesday, '12:00'))?.designerIds).toEqual([3, 2, 4, 1]);
    expect(slots.find((s) => s.startsAt === at(wednesday, '12:00'))?.designerIds).toEqual([1, 2, 4, 3]);
    expect(slots.find((s) => s.startsAt === at(tuesday, '08:00'))?.designerIds).toEqual([3]);
  });

  it('freeDesignersAt agrees with the slots, and is empty for a time not offered', () => {
    expect(freeDesignersAt(q, at(tuesday, '12:00'))).toEqual([3, 2, 4, 1]);
    expect(freeDesignersAt(q, '2027-01-12T17:00:00Z')).toEqual([3, 2, 4, 1]);
    expect(freeDesignersAt(q, at(tuesday, '12:15'))).toEqual([]);
    expect(freeDesignersAt(query({ booked }), at(tuesday, '08:00'))).toEqual([]);
    expect(freeDesignersAt(q, at(tuesday, '17:00'))).toEqual([]);
    expect(freeDesignersAt(q, at('2027-01-11', '16:00'))).toEqual([]);
    expect(freeDesignersAt(q, at('2027-01-19', '12:00'))).toEqual([]);
    expect(freeDesignersAt(q, 'not a time')).toEqual([]);
  });
});
