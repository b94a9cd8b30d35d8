import { and, asc, count, eq, gt, gte, inArray, isNull, lt, ne } from 'drizzle-orm';
import { business } from '../../shared/business';
import type { HomeownerInstall } from '../../shared/installs/install-schema';
import type { Db, Tx } from '../core/db/types';
import { installCrew, installDays, installs } from './schema';

/**
 * What features below installs ask of the install calendar: pipeline (a visit may not overlap an
 * install of the person who visits; the calendar feeds), payments (the progress payment falls due
 * when the install starts) and proposals (the homeowner's page). Installs build on them all, so
 * their index.ts would be a cycle: they import this file instead, one of the exceptions lint allows
 * (eslint.config.js). Keep it to reads of installs' own tables.
 */

const live = isNull(installs.cancelledAt);

const emailDomain = business.email.split('@')[1];

/**
 * One UID per day of a job's install (its position), the same in the homeowner's invitation and the
 * staff feeds, kept across moves and the cancellation (RFC 5546).
 */
export const installDayUid = (leadId: number, position: number) =>
  `install-${leadId}-day${position + 1}@${emailDomain}`;

/** A live install day of another job that `staffId` is on and that overlaps [startsAt, endsAt). */
export function crewClash(
  db: Db | Tx,
  staffId: number,
  startsAt: string,
  endsAt: string,
  exceptLeadId?: number,
): { leadId: number } | undefined {
  return db
    .select({ leadId: installs.leadId })
    .from(installDays)
    .innerJoin(installs, eq(installs.id, installDays.installId))
    .innerJoin(installCrew, eq(installCrew.installId, installs.id))
    .where(
      and(
        live,
        eq(installCrew.staffId, staffId),
        exceptLeadId === undefined ? undefined : ne(installs.leadId, exceptLeadId),
        lt(installDays.startsAt, endsAt),
        gt(installDays.endsAt, startsAt),
      ),
    )
    .get();
}

export interface InstallFeedDay {
  leadId: number;
  position: number;
  dayCount: number;
  startsAt: string;
  endsAt: string;
  address: string;
  sequence: number;
}

/** Live install days starting in [from, to), in order; with `staffId`, only the installs they are on. */
export function installDaysBetween(db: Db, from: Date, to: Date, staffId?: number): InstallFeedDay[] {
  const rows = db
    .select({
      installId: installs.id,
      leadId: installs.leadId,
      position: installDays.position,
      startsAt: installDays.startsAt,
      endsAt: installDays.endsAt,
      address: installs.address,
      sequence: installs.sequence,
    })
    .from(installDays)
    .innerJoin(installs, eq(installs.id, installDays.installId))
    .where(
      and(
        live,
        gte(installDays.startsAt, from.toISOString()),
        lt(installDays.startsAt, to.toISOString()),
        staffId === undefined
          ? undefined
          : inArray(
              installs.id,
              db.select({ id: installCrew.installId }).from(installCrew).where(eq(installCrew.staffId, staffId)),
            ),
      ),
    )
    .orderBy(asc(installDays.startsAt), asc(installs.leadId))
    .all();
  const ids = [...new Set(rows.map((r) => r.installId))];
  const counts = new Map(
    ids.length === 0
      ? []
      : db
          .select({ installId: installDays.installId, days: count() })
          .from(installDays)
          .where(inArray(installDays.installId, ids))
          .groupBy(installDays.installId)
          .all()
          .map((r) => [r.installId, r.days] as const),
  );
  return rows.map(({ installId, ...day }) => ({ ...day, dayCount: counts.get(installId) ?? 1 }));
}

/** The live install's days of a lead, in order ([] without one). */
export function liveInstallDays(db: Db | Tx, leadId: number) {
  return db
    .select({ startsAt: installDays.startsAt, endsAt: installDays.endsAt })
    .from(installDays)
    .innerJoin(installs, eq(installs.id, installDays.installId))
    .where(and(live, eq(installs.leadId, leadId)))
    .orderBy(asc(installDays.position))
    .all();
}

/** When the installation starts (its first day), or null while none is booked: the progress payment falls due then. */
export const installStartOf = (db: Db | Tx, leadId: number): string | null =>
  liveInstallDays(db, leadId)[0]?.startsAt ?? null;

/** The homeowner's page: the install's days once booked. */
export function homeownerInstallOf(db: Db | Tx, leadId: number): HomeownerInstall {
  const days = liveInstallDays(db, leadId);
  return days.length > 0 ? { days } : null;
}

/** Every crew member's live install days ending after `from`: the times they take no design visit. */
export function crewBusyFrom(db: Db | Tx, from: Date): { staffId: number; startsAt: string; endsAt: string }[] {
  return db
    .select({ staffId: installCrew.staffId, startsAt: installDays.startsAt, endsAt: installDays.endsAt })
    .from(installDays)
    .innerJoin(installs, eq(installs.id, installDays.installId))
    .innerJoin(installCrew, eq(installCrew.installId, installs.id))
    .where(and(live, gt(installDays.endsAt, from.toISOString())))
    .all();
}

/** Whether `staffId` is on the crew of the lead's live install: completion lets a crew member work their own jobs only. */
export function isOnCrew(db: Db | Tx, leadId: number, staffId: number): boolean {
  return (
    db
      .select({ installId: installCrew.installId })
      .from(installCrew)
      .innerJoin(installs, eq(installs.id, installCrew.installId))
      .where(and(live, eq(installs.leadId, leadId), eq(installCrew.staffId, staffId)))
      .get() !== undefined
  );
}
