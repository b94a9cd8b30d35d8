import { and, asc, count, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { dayRange, type DayKey } from '../../shared/business-time';
import type { MyInstalls } from '../../shared/installs/install-schema';
import { staff } from '../core/auth/schema';
import type { Db } from '../core/db/types';
import { leads } from '../leads';
import { signedJobOf } from '../proposals';
import { installCrew, installDays, installs } from './schema';

/**
 * One crew member's install days starting on a Connecticut day, in order: only the installs they
 * are on (the server's whole rule for what an installer sees), each with what the job needs on site.
 */
export function crewDay(db: Db, staffId: number, day: DayKey): MyInstalls {
  const { start, end } = dayRange(day);
  const mine = db.select({ id: installCrew.installId }).from(installCrew).where(eq(installCrew.staffId, staffId));
  const rows = db
    .select({
      installId: installs.id,
      leadId: installs.leadId,
      position: installDays.position,
      startsAt: installDays.startsAt,
      endsAt: installDays.endsAt,
      address: installs.address,
      notes: installs.notes,
      name: leads.name,
      phone: leads.phone,
    })
    .from(installDays)
    .innerJoin(installs, eq(installs.id, installDays.installId))
    .innerJoin(leads, eq(leads.id, installs.leadId))
    .where(
      and(
        isNull(installs.cancelledAt),
        inArray(installs.id, mine),
        gte(installDays.startsAt, start.toISOString()),
        lt(installDays.startsAt, end.toISOString()),
      ),
    )
    .orderBy(asc(installDays.startsAt))
    .all();
  return {
    day,
    installs: rows.flatMap(({ installId, position, ...row }) => {
      const job = signedJobOf(db, row.leadId);
      if (!job) return [];
      const crew = db
        .select({ name: staff.name })
        .from(installCrew)
        .innerJoin(staff, eq(staff.id, installCrew.staffId))
        .where(eq(installCrew.installId, installId))
        .orderBy(asc(staff.name))
        .all()
        .map((p) => p.name);
      const dayCount =
        db.select({ days: count() }).from(installDays).where(eq(installDays.installId, installId)).get()?.days ?? 1;
      return [
        {
          ...row,
          dayNumber: position + 1,
          dayCount,
          crew,
          optionName: job.option.name,
          design: job.option.design,
        },
      ];
    }),
  };
}
