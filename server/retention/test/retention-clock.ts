/** The retention tests' "now", and the instants a day either side of a boundary. */
export const now = new Date('2026-11-22T12:00:00.000Z');
const dayMs = 24 * 60 * 60 * 1000;
export const oneDayAfter = (d: Date) => new Date(d.getTime() + dayMs);
export const oneDayBefore = (d: Date) => new Date(d.getTime() - dayMs);
