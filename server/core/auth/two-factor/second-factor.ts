import type { Db } from '../../db/types';
import { hasPasskey } from '../passkeys/passkey-store';
import { hasTwoFactor } from './two-factor-state';

/**
 * Whether a person has a second factor: the authenticator app or a passkey. Either one satisfies the
 * owner's "require two-factor sign-in" rule, and either makes a password sign-in ask for a second step.
 */
export const hasSecondFactor = (db: Db, staffId: number): boolean =>
  hasTwoFactor(db, staffId) || hasPasskey(db, staffId);
