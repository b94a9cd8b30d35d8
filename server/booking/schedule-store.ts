import { and, asc, eq, inArray } from 'drizzle-orm';
import { defaultScheduleSettings, type ScheduleSettings } from '../../shared/booking';
import { scheduleSettingsSchema } from '../../shared/schedule-schema';
import type { ScheduleDesigner, TimeOffView, WeeklyHoursRange } from '../../shared/schedule-schema';
import { putSetting, settingKeys } from '../core/db/app-settings';
import { appSettings } from '../core/db/schema';
import { staff } from '../core/auth/schema';
import { designerHours, designerTimeOff, designerTowns } from './schema';
import type { Db, Tx } from '../core/db/types';
import type { DesignerSchedule, WeeklyHours } from './available-slots';
import { visitTakers, type VisitTaker } from '../pipeline';

/**
 * The booking calendar's stored side: the shared settings (one JSON app setting) and, for each
 * person who takes visits, their weekly hours, days off and towns. Callers validate with the
 * schemas of shared/booking.ts and shared/schedule-schema.ts first.
 */

/** The shared settings; missing or no longer valid: the defaults. */
export function loadScheduleSettings(db: Db | Tx): ScheduleSettings {
  const row = db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, settingKeys.bookingSchedule))
    .get();
  if (!row) return defaultScheduleSettings;
  try {
    const parsed = scheduleSettingsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : defaultScheduleSettings;
  } catch {
    return defaultScheduleSettings;
  }
}

export function saveScheduleSettings(db: Db | Tx, settings: ScheduleSettings): void {
  putSetting(db, settingKeys.bookingSchedule, JSON.stringify(settings));
}

/** Each taker's hours, days off and towns, in the taker's order. */
export function designerSchedules(db: Db | Tx, takers: VisitTaker[] = visitTakers(db)): ScheduleDesigner[] {
  const ids = takers.map((t) => t.id);
  if (ids.length === 0) return [];
  const hours = db
    .select()
    .from(designerHours)
    .where(inArray(designerHours.staffId, ids))
    .orderBy(asc(designerHours.weekday), asc(designerHours.start))
    .all();
  const timeOff = db
    .select()
    .from(designerTimeOff)
    .where(inArray(designerTimeOff.staffId, ids))
    .orderBy(asc(designerTimeOff.fromDay), asc(designerTimeOff.toDay), asc(designerTimeOff.id))
    .all();
  const towns = db.select().from(designerTowns).where(inArray(designerTowns.staffId, ids)).all();
  return takers.map((taker) => {
    const own = hours
      .filter((h) => h.staffId === taker.id)
      .map(({ weekday, start, end }): WeeklyHoursRange => ({ weekday, start, end }));
    return {
      ...taker,
      usesBusinessHours: own.length === 0,
      hours: own,
      timeOff: timeOff
        .filter((t) => t.staffId === taker.id)
        .map(({ id, fromDay, toDay }): TimeOffView => ({ id, from: fromDay, to: toDay })),
      towns: towns
        .filter((t) => t.staffId === taker.id)
        .map((t) => t.town)
        .sort((a, b) => a.localeCompare(b)),
    };
  });
}

/**
 * The installers' hours and days off (no towns: they take no visits): an install is booked only in
 * a crew member's hours (server/installs), and the office keeps them on the Schedule page.
 */
export function installerSchedules(db: Db | Tx): ScheduleDesigner[] {
  const installers = db
    .select({ id: staff.id, name: staff.name, role: staff.role })
    .from(staff)
    .where(and(eq(staff.role, 'installer'), eq(staff.status, 'active')))
    .orderBy(asc(staff.name), asc(staff.id))
    .all();
  return designerSchedules(db, installers);
}

/** What slot computation needs: the settings and every taker's calendar (no hours: the business hours). */
export function loadSchedules(db: Db | Tx): { settings: ScheduleSettings; designers: DesignerSchedule[] } {
  return {
    settings: loadScheduleSettings(db),
    designers: designerSchedules(db).map(({ id, hours, timeOff, towns }) => ({
      id,
      hours,
      timeOff: timeOff.map(({ from, to }) => ({ from, to })),
      towns,
    })),
  };
}

/** Replaces a person's weekly hours at once; an empty list goes back to the business hours. */
export function setDesignerHours(db: Db, staffId: number, hours: WeeklyHours[]): void {
  db.transaction((tx) => {
    tx.delete(designerHours).where(eq(designerHours.staffId, staffId)).run();
    if (hours.length > 0) {
      tx.insert(designerHours)
        .values(hours.map(({ weekday, start, end }) => ({ staffId, weekday, start, end })))
        .run();
    }
  });
}

/** Adds an inclusive range of days off ("YYYY-MM-DD"). */
export function addTimeOff(db: Db | Tx, staffId: number, from: string, to: string): TimeOffView {
  const row = db.insert(designerTimeOff).values({ staffId, fromDay: from, toDay: to }).returning().get();
  return { id: row.id, from: row.fromDay, to: row.toDay };
}

/** Removes one range of a person's days off; false when they have none with that id. */
export function removeTimeOff(db: Db | Tx, staffId: number, id: number): boolean {
  const { changes } = db
    .delete(designerTimeOff)
    .where(and(eq(designerTimeOff.id, id), eq(designerTimeOff.staffId, staffId)))
    .run();
  return changes > 0;
}

/** Replaces the towns a person visits in person; an empty list means every town. */
export function setDesignerTowns(db: Db, staffId: number, towns: string[]): void {
  db.transaction((tx) => {
    tx.delete(designerTowns).where(eq(designerTowns.staffId, staffId)).run();
    const unique = [...new Set(towns)];
    if (unique.length > 0)
      tx.insert(designerTowns)
        .values(unique.map((town) => ({ staffId, town })))
        .run();
  });
}
