import type { Request } from 'express';
import { pendingSignInMinutes } from '../../../shared/two-factor';
import { startFreshSession } from './admin-session';

const pendingMs = pendingSignInMinutes * 60_000;

/**
 * The password was right and the code from the app comes next: the session names the person but
 * signs nobody in (loadStaff sees no staffId), for a few minutes.
 */
export const startPendingSignIn = (req: Request, staffId: number): Promise<void> =>
  startFreshSession(req, { pendingStaffId: staffId, pendingAt: Date.now() });

/** Who is between the two steps on this request's session, unless the wait is over. */
export function pendingStaffOf(req: Request, now = Date.now()): number | undefined {
  const { pendingStaffId, pendingAt } = req.session;
  if (pendingStaffId === undefined || pendingAt === undefined || now - pendingAt >= pendingMs) return undefined;
  return pendingStaffId;
}
