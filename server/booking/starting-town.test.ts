import { describe, expect, it } from 'vitest';
import { serviceAreaTowns } from '../../shared/service-area-towns';
import { cityZips } from '../../shared/town-for-zip';
import { startingTown } from './booking-page-data';

describe('the town the booking page starts from', () => {
  it('is the town of the ZIP the homeowner gave, when nothing else says otherwise', () => {
    expect(startingTown(undefined, undefined, '06460')).toBe('Milford');
    expect(startingTown(undefined, null, '06880-1234')).toBe('Westport');
  });
  it('gives way to the town asked for and to the booked visit’s town', () => {
    expect(startingTown('Shelton', 'Fairfield', '06460')).toBe('Shelton');
    expect(startingTown(undefined, 'Fairfield', '06460')).toBe('Fairfield');
  });
  it('is none for a ZIP outside the city pages', () => {
    expect(startingTown(undefined, undefined, '06437')).toBeNull();
  });
  it('is always one of the towns the page offers', () => {
    for (const town of Object.keys(cityZips)) expect(serviceAreaTowns).toContain(town);
  });
});
