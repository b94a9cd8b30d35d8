import { eq } from 'drizzle-orm';
import type { ChangePassword } from '../../shared/team';
import { hashPassword, verifyPassword } from '../core/auth/password-hash';
import { passwordProblem } from '../core/auth/password-policy';
import { findStaff } from '../core/auth/staff-accounts';
import { endSessionsExcept } from '../core/auth/staff-sessions';
import { staff } from '../core/db/schema';
import type { Db } from '../core/db/types';

export type PasswordChange =
  { kind: 'wrong-current' } | { kind: 'refused'; problem: string } | { kind: 'changed'; endedOthers: number };

/**
 * A signed-in person's new password. Unlike a reset, the session they change it from stays
 * signed in; their other sessions end only when they ask for it.
 */
export async function changeOwnPassword(
  db: Db,
  { staffId, currentSid, change }: { staffId: number; currentSid: string; change: ChangePassword },
): Promise<PasswordChange> {
  const person = findStaff(db, staffId);
  if (!(await verifyPassword(change.currentPassword, person?.passwordHash))) return { kind: 'wrong-current' };
  const problem = passwordProblem(change.newPassword);
  if (problem) return { kind: 'refused', problem };
  const passwordHash = await hashPassword(change.newPassword);
  const endedOthers = db.transaction((tx) => {
    tx.update(staff).set({ passwordHash }).where(eq(staff.id, staffId)).run();
    return change.endOtherSessions ? endSessionsExcept(tx, staffId, currentSid) : 0;
  });
  return { kind: 'changed', endedOthers };
}
