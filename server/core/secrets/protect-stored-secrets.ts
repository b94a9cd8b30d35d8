import { hashStoredSessionIds } from '../auth/sqlite-session-store';
import { protectLegacyRecoveryCodes } from '../auth/two-factor/recovery-codes';
import type { Db } from '../db/types';
import { keyringOf } from './database-keys';

/** The columns kept sealed with the data key. */
const sealedColumns = [
  { table: 'staff_totp', column: 'secret' },
  { table: 'mail_outbox', column: 'body' },
  { table: 'mail_attachments', column: 'content' },
] as const;

/**
 * Start-up step after the migrations, idempotent: what older versions stored in a usable form is
 * protected in place (session ids hashed, TOTP secrets, outbox bodies and attachments sealed, short
 * recovery codes under a salted hash), and values sealed under an older data key are sealed again
 * under the current one (key rotation, docs/deploy.md). An emptied outbox body (retention) stays empty.
 */
export function protectStoredSecrets(db: Db): void {
  const current = `sealed:${keyringOf(db).currentVersion}:%`;
  db.transaction(() => {
    hashStoredSessionIds(db);
    for (const { table, column } of sealedColumns) {
      db.$client
        .prepare(
          `UPDATE ${table} SET ${column} = seal(CASE WHEN ${column} LIKE 'sealed:%' THEN unseal(${column}) ELSE ${column} END)
           WHERE ${column} != '' AND ${column} NOT LIKE ?`,
        )
        .run(current);
    }
  });
  protectLegacyRecoveryCodes(db);
}
