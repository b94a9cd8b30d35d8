import type { Db } from '../core/db/types';
import { can, type StaffUser } from '../../shared/team';
import { isOnCrew } from '../installs/install-facts';

/**
 * Who may work a signed job's completion (record it, add photos and punch-list items, mark them
 * fixed): the one place it is decided. Whoever books any crew's installs (`installs:schedule`: owner,
 * office) may work every job; a crew member (`installs:own`) only the jobs whose install they are on.
 */
export function mayWorkJob(db: Db, user: StaffUser, leadId: number): boolean {
  if (can(user.role, 'installs:schedule')) return true;
  return can(user.role, 'installs:own') && isOnCrew(db, leadId, user.id);
}

/** Who may hold back part of the balance for the punch list: the office (payments or installs). */
export const mayHoldBack = (user: StaffUser) =>
  can(user.role, 'payments:manage') || can(user.role, 'installs:schedule');
