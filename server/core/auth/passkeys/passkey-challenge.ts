import type { Request } from 'express';

/** A WebAuthn ceremony waits this long for the browser's answer (the options' timeout is shorter). */
const challengeMs = 5 * 60_000;

type PasskeyPurpose = 'add' | 'sign-in' | 'confirm';

declare module 'express-session' {
  interface SessionData {
    /** The challenge of the passkey ceremony under way on this session: used once, then gone. */
    passkeyChallenge?: {
      challenge: string;
      purpose: PasskeyPurpose;
      /** Epoch ms when it was handed out. */
      at: number;
      /** A second step after the password: only this person's passkeys will do. */
      staffId?: number;
    };
  }
}

type StoredChallenge = NonNullable<Request['session']['passkeyChallenge']>;

/**
 * Keeps a new challenge on the session (replacing any earlier one). A session made only for this
 * (a visitor about to sign in) lasts as long as the challenge, so the store does not fill up.
 */
export function keepChallenge(req: Request, challenge: Omit<StoredChallenge, 'at'>, now = Date.now()): void {
  if (req.session.staffId === undefined && req.session.pendingStaffId === undefined) {
    req.session.cookie.maxAge = challengeMs;
  }
  req.session.passkeyChallenge = { ...challenge, at: now };
}

/** Takes this session's challenge for `purpose` off it: once only, and only while it is fresh. */
export function takeChallenge(req: Request, purpose: PasskeyPurpose, now = Date.now()): StoredChallenge | undefined {
  const stored = req.session.passkeyChallenge;
  if (!stored) return undefined;
  delete req.session.passkeyChallenge;
  if (stored.purpose !== purpose || now - stored.at >= challengeMs || now < stored.at) return undefined;
  return stored;
}
