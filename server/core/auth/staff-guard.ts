import { and, eq } from 'drizzle-orm';
import type { Request, RequestHandler, Response } from 'express';
import { markRefused } from '../activity/refusals';
import { apiMessages } from '../../../shared/api-messages';
import { can, type Permission, type StaffUser } from '../../../shared/team';
import { setUpTwoFactorFirst } from '../../../shared/two-factor';
import { staff } from './schema';
import type { Db, Tx } from '../db/types';
import { sendError } from '../http/http-errors';
import { sessionAbsoluteMs } from './admin-session';
import { endSessionOfRequest, endSessionsExcept, noteActivity, validAfterCheck } from './staff-sessions';
import { hasSecondFactor } from './two-factor/second-factor';
import { twoFactorRequired } from './two-factor/two-factor-state';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The signed-in, active person; set by `loadStaff` for every API request. */
      staff?: StaffUser;
      /** The owner requires two-factor sign-in and `staff` has not set it up yet (loadStaff). */
      twoFactorSetupRequired?: true;
    }
  }
}

/**
 * Reads who is signed in, for every API request: a session whose person is disabled, whose sign-in
 * is older than the absolute timeout, or that began before the person's "sessions valid after" time
 * counts as signed out. A signed-in request also marks
 * its session as active (for "Last active" under Your account).
 */
export function loadStaff(db: Db): RequestHandler {
  return (req, _res, next) => {
    const s = req.session as Request['session'] | undefined;
    if (s) forgetEndedPendingSignIn(db, s);
    if (!s?.staffId || !s.signedInAt || Date.now() - s.signedInAt >= sessionAbsoluteMs) return next();
    const row = db
      .select({
        id: staff.id,
        name: staff.name,
        email: staff.email,
        role: staff.role,
        sessionsValidAfter: staff.sessionsValidAfter,
      })
      .from(staff)
      .where(and(eq(staff.id, s.staffId), eq(staff.status, 'active')))
      .get();
    if (row) {
      const { sessionsValidAfter, ...person } = row;
      // Ended (sign out everywhere, a reset, disabled, a new role) but saved again by a request that
      // was still running: signed out, and the row goes.
      if (!validAfterCheck(s, sessionsValidAfter)) {
        endSessionOfRequest(db, req.sessionID);
        return next();
      }
      req.staff = person;
      // Read again on each request: a setup confirmed (or a passkey added) in another session, or the
      // rule lifted, frees this one.
      if (s.twoFactorSetupRequired && twoFactorRequired(db) && !hasSecondFactor(db, person.id)) {
        req.twoFactorSetupRequired = true;
      }
      noteActivity(db, req.sessionID, s.lastActiveAt);
    }
    next();
  };
}

/**
 * A sign-in waiting for its code counts only if it began at or after its person's "sessions valid
 * after" time: a reset (or disabling) during the wait ends it, even when a request in flight saved
 * the waiting session again.
 */
function forgetEndedPendingSignIn(db: Db, s: Request['session']): void {
  if (s.pendingStaffId === undefined) return;
  const person = db
    .select({ sessionsValidAfter: staff.sessionsValidAfter })
    .from(staff)
    .where(eq(staff.id, s.pendingStaffId))
    .get();
  if (person && (s.pendingAt ?? 0) >= person.sessionsValidAfter) return;
  delete s.pendingStaffId;
  delete s.pendingAt;
}

/** Until a required two-factor setup is done, only Your account (where it is set up) opens. */
const waitsForSetup = (req: Request, permission: Permission) =>
  req.twoFactorSetupRequired === true && permission !== 'account:own';

export const staffCan = (req: Request, permission: Permission): boolean =>
  req.staff !== undefined && !waitsForSetup(req, permission) && can(req.staff.role, permission);

/** Why a role without `permission` is refused: assigning has its own sentence. */
const deniedMessage = (permission: Permission): string =>
  permission === 'leads:assign' ? apiMessages.assignDenied : apiMessages.roleDenied;

/** Every refusal (403) of the guards below goes out here, so each is answered and noted in one place. */
function refuse(req: Request, res: Response, error: string): void {
  markRefused(req, res, error);
  sendError(res, 403, error);
}

/**
 * A staff route's guard, the one place access is decided: signed out, 401; a required two-factor
 * setup not done, or without the permission, 403.
 */
export function requirePermission(permission: Permission): RequestHandler & { permission: Permission } {
  const guard: RequestHandler = (req, res, next) => {
    if (!req.staff) return sendError(res, 401, apiMessages.signInFirst);
    res.set('Cache-Control', 'no-store');
    if (waitsForSetup(req, permission)) return refuse(req, res, setUpTwoFactorFirst);
    if (!can(req.staff.role, permission)) return refuse(req, res, deniedMessage(permission));
    next();
  };
  return Object.assign(guard, { permission });
}

/**
 * The guard of a route whose JSON body names who gets the work (`field`: a lead's or a visit's
 * person), after `requirePermission`: without `leads:assign`, only yourself (or leaving it out).
 * It runs before the body is validated, so a refused request is refused whatever else it holds.
 */
export function requireAssignRight(field: string): RequestHandler & { assigns: string } {
  const guard: RequestHandler = (req, res, next) => {
    const named: unknown = (req.body as Record<string, unknown> | undefined)?.[field];
    if (named === undefined || staffCan(req, 'leads:assign') || named === req.staff?.id) return next();
    refuse(req, res, apiMessages.assignDenied);
  };
  return Object.assign(guard, { assigns: field });
}

/**
 * The guard of a route on one person's own things (`:id`, e.g. their calendar): `own` lets you reach
 * yours, `any` everyone's. Anyone else's is a 404 with `notFound`, the same answer as for someone
 * who does not exist.
 */
export function requireOwnOrAny(
  own: Permission,
  any: Permission,
  notFound: string,
): RequestHandler & { permission: Permission } {
  const permitted = requirePermission(own);
  const guard: RequestHandler = (req, res, next) =>
    permitted(req, res, () => {
      if (staffCan(req, any) || Number(req.params.id) === req.staff?.id) return next();
      sendError(res, 404, notFound);
    });
  return Object.assign(guard, { permission: own });
}

/** Whose things a request on `own`/`any` routes reaches: undefined for everyone's, else the person's own id. */
export const personScopeOf = (req: Request, any: Permission): number | undefined =>
  staffCan(req, any) ? undefined : req.staff!.id;

/**
 * Whose leads a request reaches: undefined for every lead, or the person's own id when their role
 * works only the leads assigned to them (designers, who lack `leads:all`).
 */
export const leadScopeOf = (req: Request): number | undefined =>
  req.staff && !can(req.staff.role, 'leads:all') ? req.staff.id : undefined;

/**
 * Signs a person out everywhere (disable, password reset, a new role), including a sign-in waiting
 * for its code, for good: see endSessionsExcept.
 */
export function endSessionsOf(db: Db | Tx, staffId: number): void {
  endSessionsExcept(db, staffId);
}
