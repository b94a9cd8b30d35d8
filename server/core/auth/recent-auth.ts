import type { Request, RequestHandler } from 'express';
import {
  confirmIdentityCode,
  confirmIdentityMessage,
  recentAuthMinutes,
  type ConfirmIdentityRefusal,
} from '../../../shared/recent-auth';
import { markRefused } from '../activity/refusals';
import type { Db } from '../db/types';
import { hasPasskey } from './passkeys/passkey-store';
import { hasTwoFactor } from './two-factor/two-factor-state';

declare module 'express-session' {
  interface SessionData {
    /** Epoch ms of the latest confirmation (POST /api/account/confirm); a sign-in counts too (signedInAt). */
    confirmedAt?: number;
  }
}

const recentAuthMs = recentAuthMinutes * 60_000;

/** Notes on this session that its person has just proved who they are (password, passkey or code). */
export function noteConfirmed(req: Request, now = Date.now()): void {
  req.session.confirmedAt = now;
}

/** When this session's person last proved who they are: confirming since signing in, or signing in. */
const lastProofOf = (session: Request['session']): number => session.confirmedAt ?? session.signedInAt ?? 0;

/**
 * The guard of every route that changes how someone signs in (OWASP ASVS 7.5.1), after
 * requirePermission: without a sign-in or confirmation in the last few minutes it answers 403 with
 * `code: 'confirm-identity'`, and the dashboard asks "Confirm it's you" and sends the request again.
 * Changing the password is the one such change that asks for the current password itself
 * (changeOwnPassword), which is the confirmation.
 */
export function requireRecentAuth(db: Db): RequestHandler & { recentAuth: true } {
  const guard: RequestHandler = (req, res, next) => {
    const staffId = req.staff?.id;
    if (staffId === undefined) return next();
    if (Date.now() - lastProofOf(req.session) < recentAuthMs) return next();
    markRefused(req, res, 'not confirmed recently');
    res.status(403).json({
      success: false,
      error: confirmIdentityMessage,
      code: confirmIdentityCode,
      passkey: hasPasskey(db, staffId),
      appCode: hasTwoFactor(db, staffId),
    } satisfies ConfirmIdentityRefusal);
  };
  return Object.assign(guard, { recentAuth: true as const });
}
