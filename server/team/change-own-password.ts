import { eq } from 'drizzle-orm';
import type { ChangePassword } from '../../shared/team';
import type { Request } from 'express';
import { ownPasswordConfirms } from '../core/auth/confirm-identity';
import { hashPassword } from '../core/auth/password-hash';
import { passwordProblem } from '../core/auth/password-policy';
import { endSessionsExcept } from '../core/auth/staff-sessions';
import { staff } from '../core/auth/schema';
import type { Db } from '../core/db/types';

type PasswordChange =
  { kind: 'wrong-current' } | { kind: 'refused'; problem: string } | { kind: 'changed'; endedOthers: number };

/**
 * A signed-in person's new password. Unlike a reset, the session they change it from stays
 * signed in; their other sessions end only when they ask for it. The current password is the
 * confirmation that it is them (ASVS 7.5.1), so this route needs no other.
 */
export async function changeOwnPassword(
  db: Db,
  req: Request,
  { staffId, currentSid, change }: { staffId: number; currentSid: string; change: ChangePassword },
): Promise<PasswordChange> {
  if (!(await ownPasswordConfirms(db, req, staffId, change.currentPassword))) return { kind: 'wrong-current' };
  const problem = passwordProblem(change.newPassword);
  if (problem) return { kind: 'refused', problem };
  const passwordHash = await hashPassword(change.newPassword);
  const now = Date.now();
  const endedOthers = db.transaction((tx) => {
    tx.update(staff).set({ passwordHash }).where(eq(staff.id, staffId)).run();
    return change.endOtherSessions ? endSessionsExcept(tx, staffId, currentSid, now) : 0;
  });
  // The confirmation above changed this session, so express-session saves it when the request ends,
  // over the row endSessionsExcept renewed: the saved copy must carry the renewal too, or this
  // session would end with the others.
  if (change.endOtherSessions) req.session.renewedAt = now;
  return { kind: 'changed', endedOthers };
}
