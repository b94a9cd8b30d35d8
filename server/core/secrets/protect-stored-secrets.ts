import { hashStoredSessionIds } from '../auth/sqlite-session-store';
import { protectLegacyRecoveryCodes } from '../auth/two-factor/recovery-codes';
import type { Db } from '../db/types';
import { keyringOf } from './database-keys';

/** The columns kept sealed with the data key; `bytes` for binary content (sealBytes). */
const sealedColumns = [
  { table: 'staff_totp', column: 'secret', bytes: false },
  { table: 'mail_outbox', column: 'body', bytes: false },
  { table: 'mail_attachments', column: 'content', bytes: false },
  { table: 'proposal_acceptances', column: 'contract_pdf', bytes: true },
  { table: 'change_orders', column: 'pdf', bytes: true },
] as const;

/**
 * Start-up step after the migrations, idempotent: what older versions stored in a usable form is
 * protected in place (session ids hashed, TOTP secrets, outbox bodies and attachments and signed
 * contracts' PDFs sealed, short recovery codes under a salted hash), and values sealed under an
 * older data key are sealed again under the current one (key rotation, docs/deploy.md). An emptied
 * outbox body (retention) stays empty, a missing PDF (a signature from before migration 0017) missing.
 */
export function protectStoredSecrets(db: Db): void {
  const current = `sealed:${keyringOf(db).currentVersion}:%`;
  db.transaction(() => {
    hashStoredSessionIds(db);
    for (const { table, column, bytes } of sealedColumns) {
      const [seal, unseal] = bytes ? ['seal_bytes', 'unseal_bytes'] : ['seal', 'unseal'];
      db.$client
        .prepare(
          `UPDATE ${table} SET ${column} = ${seal}(CASE WHEN ${column} LIKE 'sealed:%' THEN ${unseal}(${column}) ELSE ${column} END)
           WHERE ${column} != '' AND ${column} NOT LIKE ?`,
        )
        .run(current);
    }
  });
  protectLegacyRecoveryCodes(db);
}
