import { asc, eq } from 'drizzle-orm';
import { dayRange, type DayKey } from '../../shared/business-time';
import type { MyInstalls } from '../../shared/installs/install-schema';
import { staff } from '../core/auth/schema';
import type { Db } from '../core/db/types';
import { optionAsChanged } from '../change-orders';
import { leads } from '../leads';
import { signedJobOf } from '../proposals';
import { installDaysBetween } from './install-facts';
import { installCrew, installs } from './schema';

/**
 * One crew member's install days starting on a Connecticut day, in order: only the installs they
 * are on (the server's whole rule for what an installer sees), each with what the job needs on site.
 */
export function crewDay(db: Db, staffId: number, day: DayKey): MyInstalls {
  const { start, end } = dayRange(day);
  return {
    day,
    installs: installDaysBetween(db, start, end, staffId).flatMap(
      ({ leadId, position, dayCount, startsAt, endsAt, address }) => {
        const job = signedJobOf(db, leadId);
        // A lead has one install (installs.leadId is unique).
        const install = db
          .select({ id: installs.id, notes: installs.notes, name: leads.name, phone: leads.phone })
          .from(installs)
          .innerJoin(leads, eq(leads.id, installs.leadId))
          .where(eq(installs.leadId, leadId))
          .get();
        if (!job || !install) return [];
        const crew = db
          .select({ name: staff.name })
          .from(installCrew)
          .innerJoin(staff, eq(staff.id, installCrew.staffId))
          .where(eq(installCrew.installId, install.id))
          .orderBy(asc(staff.name))
          .all()
          .map((p) => p.name);
        return [
          {
            leadId,
            startsAt,
            endsAt,
            address,
            notes: install.notes,
            name: install.name,
            phone: install.phone,
            dayNumber: position + 1,
            dayCount,
            crew,
            optionName: job.option.name,
            // The drawings as signed change orders left them (the option's name stays the contract's).
            design: optionAsChanged(db, leadId)?.design ?? job.option.design,
          },
        ];
      },
    ),
  };
}
