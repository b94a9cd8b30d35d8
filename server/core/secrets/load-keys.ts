import { deleteSetting, getSetting, settingKeys } from '../db/app-settings';
import type { Db } from '../db/types';
import { bindKeyring } from './database-keys';
import { loadKeyFile } from './key-file';
import { createKeyring, type Keyring } from './keyring';

/**
 * Reads (or makes) the key file and binds its keys to `db`. A cookie secret that an older version
 * kept in the database moves into a new key file, so everyone stays signed in, and leaves the
 * database either way.
 */
export function loadKeys(db: Db, keyFile: string): Keyring {
  const legacyCookieSecret = getSetting(db, settingKeys.legacySessionSecret);
  const keyring = createKeyring(loadKeyFile(keyFile, legacyCookieSecret));
  if (legacyCookieSecret !== undefined) deleteSetting(db, settingKeys.legacySessionSecret);
  bindKeyring(db, keyring);
  return keyring;
}
