import { asc, eq, inArray } from 'drizzle-orm';
import { businessInstant, dayOf, formatDayKey } from '../../shared/business-time';
import type { BookInstall, InstallDay } from '../../shared/installs/install-schema';
import { installMessages } from '../../shared/installs/install-words';
import { can } from '../../shared/team';
import { staff } from '../core/auth/schema';
import type { Db, Tx } from '../core/db/types';
import { offDutyFor } from '../booking';
import { visitClash } from '../pipeline';
import { signedJobOf } from '../proposals';
import { crewClash } from './install-facts';
import { queueInstallMail } from './install-mail';
import { installCrew, installDays, installs } from './schema';

export type InstallOutcome =
  { kind: 'booked'; warning: string | null } | { kind: 'refused'; status: 404 | 409 | 422; message: string };

type PlannedDay = InstallDay & { position: number; day: string };

/** The days as instants in order: each a Connecticut date, a start time and a length. */
const plannedDays = (days: BookInstall['days']): PlannedDay[] =>
  [...days]
    .sort((a, b) => (a.day === b.day ? a.start.localeCompare(b.start) : a.day.localeCompare(b.day)))
    .map(({ day, start, hours }, position) => {
      const startsAt = businessInstant(day, start);
      return {
        position,
        day,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + hours * 3_600_000).toISOString(),
      };
    });

/** Who may be on a crew: active staff with installs:own (installers; the owner and office may lend a hand). */
export function installersOf(db: Db | Tx): { id: number; name: string }[] {
  return db
    .select({ id: staff.id, name: staff.name, role: staff.role })
    .from(staff)
    .where(eq(staff.status, 'active'))
    .orderBy(asc(staff.name), asc(staff.id))
    .all()
    .filter((p) => can(p.role, 'installs:own'))
    .map(({ id, name }) => ({ id, name }));
}

/** The first reason a crew member cannot work a day: another install, a design visit, or their hours and days off. */
function crewRefusal(tx: Tx, leadId: number, person: { id: number; name: string }, day: PlannedDay): string | null {
  if (crewClash(tx, person.id, day.startsAt, day.endsAt, leadId)) return installMessages.busyInstall(person.name);
  if (visitClash(tx, { designerId: person.id, startsAt: day.startsAt, endsAt: day.endsAt }))
    return installMessages.busyVisit(person.name);
  const off = offDutyFor(tx, person.id, new Date(day.startsAt), new Date(day.endsAt));
  if (off === 'day-off') return installMessages.dayOff(person.name, formatDayKey(day.day));
  if (off === 'off-hours') return installMessages.offHours(person.name, formatDayKey(day.day));
  return null;
}

/** The office's warning when a day falls after the contract's completion date (the booking stands). */
export const pastCompletionWarning = (days: { startsAt: string }[], completeOn: string) =>
  days.some((d) => dayOf(d.startsAt) > completeOn) ? installMessages.pastCompletion : null;

/**
 * Books a signed job's install, or moves it (days and crew replaced, SEQUENCE raised), and e-mails
 * the homeowner the invitation. The crew's checks and the write are one IMMEDIATE transaction, so of
 * two bookings of the same person at once exactly one gets the time.
 */
export function bookInstall(
  db: Db,
  leadId: number,
  input: BookInstall,
  { staffId = null, now = new Date() }: { staffId?: number | null; now?: Date } = {},
): InstallOutcome {
  return db.transaction(
    (tx): InstallOutcome => {
      const job = signedJobOf(tx, leadId);
      if (!job) return { kind: 'refused', status: 404, message: installMessages.notSigned };
      const days = plannedDays(input.days);
      if (new Set(days.map((d) => d.day)).size !== days.length)
        return { kind: 'refused', status: 422, message: installMessages.sameDayTwice };
      const installers = installersOf(tx);
      const crew = [...new Set(input.crew)].map((id) => installers.find((p) => p.id === id));
      if (crew.some((p) => p === undefined))
        return { kind: 'refused', status: 422, message: installMessages.notInstaller };
      for (const day of days)
        for (const person of crew) {
          const refusal = crewRefusal(tx, leadId, person!, day);
          if (refusal) return { kind: 'refused', status: 409, message: refusal };
        }

      const before = tx.select().from(installs).where(eq(installs.leadId, leadId)).get();
      const beforeDays = before && !before.cancelledAt ? daysOf(tx, before.id) : [];
      const fields = {
        address: input.address,
        notes: input.notes,
        cancelledAt: null,
        bookedBy: staffId,
        updatedAt: now.toISOString(),
      };
      const install = before
        ? tx
            .update(installs)
            .set({ ...fields, sequence: before.sequence + 1 })
            .where(eq(installs.id, before.id))
            .returning()
            .get()
        : tx
            .insert(installs)
            .values({ leadId, ...fields })
            .returning()
            .get();
      tx.delete(installDays).where(eq(installDays.installId, install.id)).run();
      tx.delete(installCrew).where(eq(installCrew.installId, install.id)).run();
      tx.insert(installDays)
        .values(days.map(({ position, startsAt, endsAt }) => ({ installId: install.id, position, startsAt, endsAt })))
        .run();
      tx.insert(installCrew)
        .values(crew.map((p) => ({ installId: install.id, staffId: p!.id })))
        .run();

      const mail = { leadId, address: install.address, sequence: install.sequence, now };
      queueInstallMail(tx, { ...mail, days, change: beforeDays.length > 0 ? 'moved' : 'booked' });
      const dropped = beforeDays.filter((d) => d.position >= days.length);
      if (dropped.length > 0) queueInstallMail(tx, { ...mail, days: dropped, change: 'days-dropped' });
      return { kind: 'booked', warning: pastCompletionWarning(days, job.completeOn) };
    },
    { behavior: 'immediate' },
  );
}

const daysOf = (db: Db | Tx, installId: number) =>
  db
    .select({ position: installDays.position, startsAt: installDays.startsAt, endsAt: installDays.endsAt })
    .from(installDays)
    .where(eq(installDays.installId, installId))
    .orderBy(asc(installDays.position))
    .all();

/** Cancels a job's live install: METHOD:CANCEL for every day to the homeowner. */
export function cancelInstall(db: Db, leadId: number, now = new Date()): InstallOutcome {
  return db.transaction(
    (tx): InstallOutcome => {
      const before = tx.select().from(installs).where(eq(installs.leadId, leadId)).get();
      if (!before || before.cancelledAt) return { kind: 'refused', status: 404, message: installMessages.noInstall };
      const sequence = before.sequence + 1;
      tx.update(installs)
        .set({ cancelledAt: now.toISOString(), sequence, updatedAt: now.toISOString() })
        .where(eq(installs.id, before.id))
        .run();
      queueInstallMail(tx, {
        leadId,
        address: before.address,
        sequence,
        now,
        days: daysOf(tx, before.id),
        change: 'cancelled',
      });
      return { kind: 'booked', warning: null };
    },
    { behavior: 'immediate' },
  );
}

/** The job's install as the office sees it (cancelled ones too, with their days); null before the first booking. */
export function installOf(db: Db | Tx, leadId: number) {
  const row = db.select().from(installs).where(eq(installs.leadId, leadId)).get();
  if (!row) return null;
  const crewIds = db
    .select({ staffId: installCrew.staffId })
    .from(installCrew)
    .where(eq(installCrew.installId, row.id))
    .all()
    .map((c) => c.staffId);
  const crew =
    crewIds.length === 0
      ? []
      : db
          .select({ id: staff.id, name: staff.name })
          .from(staff)
          .where(inArray(staff.id, crewIds))
          .orderBy(asc(staff.name))
          .all();
  return {
    leadId,
    address: row.address,
    notes: row.notes,
    sequence: row.sequence,
    cancelledAt: row.cancelledAt,
    days: daysOf(db, row.id).map(({ startsAt, endsAt }) => ({ startsAt, endsAt })),
    crew,
  };
}
