import crypto from 'node:crypto';
import type { Db } from '../db/types';
import { getSetting, putSetting, settingKeys } from '../db/app-settings';

/** SESSION_SECRET when given; otherwise one generated on first start and kept in the database. */
export function loadSessionSecret(db: Db, envSecret?: string): string {
  if (envSecret) return envSecret;
  const stored = getSetting(db, settingKeys.sessionSecret);
  if (stored) return stored;
  const secret = crypto.randomBytes(32).toString('base64url');
  putSetting(db, settingKeys.sessionSecret, secret);
  return secret;
}
