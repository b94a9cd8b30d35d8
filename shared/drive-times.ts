import { townCoordinates } from './town-coordinates';

/** The estimate's assumptions; docs/decisions/012-drive-times.md says why these values. */
const driveTimeAssumptions = {
  /** Road distance over great-circle distance: roads wind, and the coast bends I-95. */
  roadWindingFactor: 1.3,
  /** About 50 mph over the winding distance: I-95, the Merritt and local roads together, outside rush hour. */
  averageSpeedKmh: 80,
  /** Parking and walking between car and door, once per trip. */
  doorToCarMinutes: 10,
  /** Parking plus a few local streets, when both visits are in the same town. */
  sameTownMinutes: 15,
  /** Used when either town is not in the table: long enough not to make a designer late. */
  unknownTownMinutes: 60,
  /** Every estimate is rounded up to a multiple of this, as bookings are. */
  roundUpToMinutes: 5,
} as const;

const earthRadiusKm = 6371;

function coordinatesOf(town: string): { lat: number; lon: number } | undefined {
  // hasOwn, so that names such as "constructor" are not read from Object.prototype.
  return Object.hasOwn(townCoordinates, town) ? townCoordinates[town] : undefined;
}

function greatCircleKm(from: { lat: number; lon: number }, to: { lat: number; lon: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const halfChord =
    Math.sin(radians(to.lat - from.lat) / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(radians(to.lon - from.lon) / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.sqrt(halfChord));
}

/**
 * Estimated door-to-door minutes from one town's centre to another's, a multiple of 5.
 * A town missing from the table (out of the service area, empty) gives a conservative 60.
 */
export function driveMinutes(fromTown: string, toTown: string): number {
  const {
    roadWindingFactor,
    averageSpeedKmh,
    doorToCarMinutes,
    sameTownMinutes,
    unknownTownMinutes,
    roundUpToMinutes,
  } = driveTimeAssumptions;
  const from = coordinatesOf(fromTown);
  const to = coordinatesOf(toTown);
  if (!from || !to) return unknownTownMinutes;
  if (fromTown === toTown) return sameTownMinutes;
  const drivingMinutes = ((greatCircleKm(from, to) * roadWindingFactor) / averageSpeedKmh) * 60;
  return Math.ceil((drivingMinutes + doorToCarMinutes) / roundUpToMinutes) * roundUpToMinutes;
}
