import { describe, expect, it } from 'vitest';
import { designerHoursSchema, designerTownsSchema, timeOffSchema } from '../../shared/schedule-schema';

/** The shared schemas of the Schedule section (shared/schedule-schema.ts), as the form and the API use them. */
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map(({ path, message }) => ({ path, message })) ?? [];

describe('designerHoursSchema', () => {
  it('accepts touching ranges and several days; an empty list (the business hours) too', () => {
    const hours = [
      { weekday: 1, start: '08:00', end: '12:00' },
      { weekday: 1, start: '12:00', end: '18:00' },
      { weekday: 0, start: '10:00', end: '14:00' },
    ];
    expect(designerHoursSchema.parse({ hours })).toEqual({ hours });
    expect(designerHoursSchema.parse({ hours: [] })).toEqual({ hours: [] });
  });

  it("points each problem at the range it is about, so the form can show it by that range's day", () => {
    const result = designerHoursSchema.safeParse({
      hours: [
        { weekday: 3, start: '13:00', end: '17:00' },
        { weekday: 3, start: '09:00', end: '13:30' },
        { weekday: 5, start: '18:00', end: '18:00' },
        { weekday: 4, start: '', end: '24:00' },
      ],
    });
    expect(issues(result)).toEqual([
      { path: ['hours', 2, 'end'], message: 'Start must be before end' },
      { path: ['hours', 3, 'start'], message: 'Enter the start time' },
      { path: ['hours', 3, 'end'], message: 'Enter the end time' },
      { path: ['hours', 0], message: 'The times on Wednesday overlap' },
    ]);
  });
});

describe('timeOffSchema', () => {
  it('takes one day or a range of up to 366 days, both included', () => {
    expect(timeOffSchema.safeParse({ from: '2027-03-14', to: '2027-03-14' }).success).toBe(true);
    expect(timeOffSchema.safeParse({ from: '2028-01-01', to: '2028-12-31' }).success).toBe(true);
    expect(issues(timeOffSchema.safeParse({ from: '2027-01-01', to: '2028-01-02' }))).toEqual([
      { path: ['to'], message: 'Days off can cover at most 366 days at a time' },
    ]);
  });

  it('says which day is missing, once', () => {
    expect(issues(timeOffSchema.safeParse({ from: '', to: '2027-13-01' }))).toEqual([
      { path: ['from'], message: 'Enter the first day off' },
      { path: ['to'], message: 'Enter the last day off' },
    ]);
  });
});

describe('designerTownsSchema', () => {
  it('keeps each town of the service area once, alphabetically', () => {
    expect(designerTownsSchema.parse({ towns: ['Wilton', 'Ansonia', 'Wilton'] })).toEqual({
      towns: ['Ansonia', 'Wilton'],
    });
    expect(designerTownsSchema.safeParse({ towns: ['Hartford'] }).success).toBe(false);
  });
});
