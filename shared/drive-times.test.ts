import { describe, expect, it } from 'vitest';
import { driveMinutes } from './drive-times';
import { fairfieldCountyTowns, newHavenCountyTowns, serviceAreaTowns } from './service-area-towns';
import { townCoordinates } from './town-coordinates';

describe('town coordinates', () => {
  it('has exactly the 50 service-area towns, spelled as there', () => {
    expect(fairfieldCountyTowns).toHaveLength(23);
    expect(newHavenCountyTowns).toHaveLength(27);
    expect(Object.keys(townCoordinates).sort()).toEqual([...serviceAreaTowns].sort());
    expect(Object.keys(townCoordinates)).toHaveLength(50);
  });

  it('puts every town inside the two counties', () => {
    for (const town of serviceAreaTowns) {
      const coordinates = townCoordinates[town];
      expect(coordinates, town).toBeDefined();
      expect(coordinates?.lat, town).toBeGreaterThanOrEqual(40.95);
      expect(coordinates?.lat, town).toBeLessThanOrEqual(41.65);
      expect(coordinates?.lon, town).toBeGreaterThanOrEqual(-73.75);
      expect(coordinates?.lon, town).toBeLessThanOrEqual(-72.5);
    }
  });
});

describe('driveMinutes', () => {
  it('is symmetric and a multiple of 5 for every pair of towns', () => {
    for (const from of serviceAreaTowns) {
      for (const to of serviceAreaTowns) {
        const minutes = driveMinutes(from, to);
        expect(minutes, `${from} → ${to}`).toBe(driveMinutes(to, from));
        expect(minutes % 5, `${from} → ${to}`).toBe(0);
        expect(minutes, `${from} → ${to}`).toBeGreaterThanOrEqual(15);
      }
    }
  });

  it('gives 15 minutes within a town', () => {
    for (const town of serviceAreaTowns) expect(driveMinutes(town, town)).toBe(15);
  });

  it('keeps the far ends of the area well over an hour apart', () => {
    expect(driveMinutes('Greenwich', 'Guilford')).toBeGreaterThan(60);
    expect(driveMinutes('Greenwich', 'Guilford')).toBeGreaterThanOrEqual(80);
  });

  it('keeps neighbouring towns close', () => {
    expect(driveMinutes('Westport', 'Fairfield')).toBeLessThanOrEqual(30);
    expect(driveMinutes('Stamford', 'Greenwich')).toBeLessThanOrEqual(25);
    expect(driveMinutes('New Haven', 'West Haven')).toBeLessThanOrEqual(25);
  });

  it('gives a conservative 60 minutes when a town is unknown', () => {
    expect(driveMinutes('Greenwich', 'Boston')).toBe(60);
    expect(driveMinutes('Boston', 'Greenwich')).toBe(60);
    expect(driveMinutes('Boston', 'Boston')).toBe(60);
    expect(driveMinutes('', 'New Haven')).toBe(60);
    expect(driveMinutes('constructor', 'New Haven')).toBe(60);
    expect(driveMinutes('greenwich', 'Stamford')).toBe(60);
  });
});
