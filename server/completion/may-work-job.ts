import type { Db } from '../core/db/types';
import { can, type StaffUser } from '../../shared/team';

/**
 * Who may work a signed job's completion (record it, add photos and punch-list items, mark them
 * fixed): the one place it is decided. Whoever books any crew's installs (`installs:schedule`: owner,
 * office) may work every job; a crew member (`installs:own`) today may work any signed job, because
 * nothing yet says who is on a job's crew. When the install calendar (server/installs) lands, the
 * lead narrows `installs:own` here to the installers on this job's crew, by `db` and `leadId`.
 */
export function mayWorkJob(_db: Db, user: StaffUser, _leadId: number): boolean {
  return can(user.role, 'installs:schedule') || can(user.role, 'installs:own');
}

/** Who may hold back part of the balance for the punch list: the office (payments or installs). */
export const mayHoldBack = (user: StaffUser) =>
  can(user.role, 'payments:manage') || can(user.role, 'installs:schedule');
