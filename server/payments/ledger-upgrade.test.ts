import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { oneThirdPercent } from '../../shared/payments/payment-schedule';
import { connectDatabase, migrationsFolder, openDatabase } from '../core/db/open-database';
import { jobFigures } from './job-figures';
import { jobRows } from './ledger-rows';

/** The migrations before the ledger: 0000 to 0018. */
function migrationsBeforeLedger(dir: string): string {
  const folder = path.join(dir, 'before-ledger');
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= 18);
  expect(journal.entries.at(-1)?.tag).toBe('0018_replaced_links');
  for (const { tag } of journal.entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

/** A contract signed before the ledger, written as 0018's tables hold one; cancelled when `cancelledAt` is set. */
function signedBefore(
  sqlite: Database.Database,
  name: string,
  document: object,
  cancelledAt: string | null,
  sentAt = '2026-11-19T15:00:00.000Z',
) {
  const { id: leadId } = sqlite
    .prepare(
      "INSERT INTO contact_submissions (name, email, phone, zip, rooms, message) VALUES (?, ?, '203-555-0100', '06880', '[]', 'Closet') RETURNING id",
    )
    .get(name, `${name.split(' ')[0]!.toLowerCase()}@example.com`) as { id: number };
  const { id: proposalId } = sqlite
    .prepare(
      "INSERT INTO proposals (lead_id, draft, status, updated_at) VALUES (?, '{}', 'accepted', '2026-11-20T15:00:00.000Z') RETURNING id",
    )
    .get(leadId) as { id: number };
  const { id: versionId } = sqlite
    .prepare(
      "INSERT INTO proposal_versions (proposal_id, version, document, sha256, sender_name, sender_registration, sent_at, valid_until) VALUES (?, 1, ?, 'x', 'Dana', 'HIS.1', ?, '2026-12-19') RETURNING id",
    )
    .get(proposalId, JSON.stringify(document), sentAt) as { id: number };
  sqlite
    .prepare(
      "INSERT INTO proposal_acceptances (proposal_id, version_id, option_index, option_name, total, option, version_sha256, signer_name, signed_at, ip_address, user_agent, cancel_by, cancelled_at) VALUES (?, ?, 1, 'Better', 9000, '{}', 'x', ?, '2026-11-20T15:00:00.000Z', '127.0.0.1', 'test', '2026-11-24T05:00:00.000Z', ?)",
    )
    .run(proposalId, versionId, name, cancelledAt);
  return leadId;
}

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('migrations 0019 and 0020: contracts signed before the ledger', () => {
  it('gives each its contract charge with the schedule signed, and a cancelled one its reversal', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-ledger-upgrade-'));
    const file = path.join(dir, 'site.db');
    const old = connectDatabase(file);
    migrate(old, { migrationsFolder: migrationsBeforeLedger(dir) });
    const sqlite = old.$client;
    const standing = signedBefore(
      sqlite,
      'Sam Standing',
      { depositPercent: oneThirdPercent, startOn: '2026-12-14' },
      null,
    );
    const cancelled = signedBefore(
      sqlite,
      'Cal Cancelled',
      { depositPercent: 50, progressPercent: 25 },
      '2026-11-21T15:00:00.000Z',
      // 10 PM on New Year's Eve in Connecticut, already 2027 in UTC.
      '2027-01-01T03:00:00.000Z',
    );
    sqlite.close();

    const db = openDatabase(file);
    try {
      const now = new Date('2026-12-01T15:00:00Z');
      const kept = jobRows(db, standing);
      expect(kept.charges).toEqual([
        expect.objectContaining({
          kind: 'contract',
          amountCents: 900_000,
          label: 'Contract (Better)',
          at: '2026-11-20T15:00:00.000Z',
          progressPercent: 0,
          // Migration 0020: the contract's number as its PDF prints it, and its starting date.
          reference: `P-2026-${String(standing).padStart(4, '0')}`,
          startsOn: '2026-12-14',
        }),
      ]);
      expect(jobFigures(kept, now).schedule.map((s) => [s.stage, s.amountCents, s.due])).toEqual([
        ['deposit', 300_000, true],
        ['balance', 600_000, false],
      ]);
      const gone = jobRows(db, cancelled);
      expect(
        gone.charges.map((c) => [c.kind, c.amountCents, c.depositPercent, c.progressPercent, c.reference, c.startsOn]),
      ).toEqual([
        ['contract', 900_000, 50, 25, `P-2026-${String(cancelled).padStart(4, '0')}`, null],
        ['cancellation', -900_000, null, null, null, null],
      ]);
      expect(jobFigures(gone, now)).toMatchObject({
        balanceCents: 0,
        contract: { cancelledAt: '2026-11-21T15:00:00.000Z' },
      });
    } finally {
      db.$client.close();
    }
  });
});
