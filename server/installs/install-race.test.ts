import { raceLeads } from '../test/thread-race';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf, weekdayOf } from '../../shared/business-time';
import type { BookInstall } from '../../shared/installs/install-schema';
import { addTestStaff } from '../test/admin-agent';
import { appWithOwnerAccount } from '../test/owner-app';
import { sendTestContract } from '../test/signed-contract';
import type { createTestApp } from '../test/test-app';
import { installs } from './schema';

// Threads, each with its own connection to one SQLite file, all book the same crew-day for 20
// different jobs at the same moment: the crew's checks and the write are one IMMEDIATE
// transaction, so exactly one booking stands.
const racers = 20;

let ctx: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  ctx = await appWithOwnerAccount();
});
afterAll(() => ctx.cleanup());

/**
 * A sent proposal with its signature written straight into the table (what the race is about is the
 * install's transaction; signing through the route renders a PDF each, 20 of which cost seconds).
 */
function signedJob(name: string): number {
  const { leadId } = sendTestContract(ctx.db, { name });
  const now = new Date().toISOString();
  ctx.db.$client
    .prepare(
      `INSERT INTO proposal_acceptances (proposal_id, version_id, option_index, option_name, total, option,
         version_sha256, signer_name, signed_at, ip_address, user_agent, cancel_by)
       SELECT p.id, v.id, 0, 'Better', 9000, json_extract(v.document, '$.options[0]'), v.sha256, ?, ?, '127.0.0.1', 'test', ?
       FROM proposals p JOIN proposal_versions v ON v.proposal_id = p.id WHERE p.lead_id = ?`,
    )
    .run(name, now, now, leadId);
  return leadId;
}

describe('20 bookings of the same crew-day at once', () => {
  it('exactly one stands; the other 19 are refused', async () => {
    const crew = [
      (await addTestStaff(ctx.db, 'installer', 'lee@example.com')).id,
      (await addTestStaff(ctx.db, 'installer', 'kim@example.com')).id,
    ];
    const jobs: number[] = [];
    for (let i = 0; i < racers; i++) jobs.push(signedJob(`Racer ${i}`));
    const from = addDays(dayOf(new Date()), 7);
    const monday = addDays(from, (8 - weekdayOf(from)) % 7);
    const input: BookInstall = {
      days: [{ day: monday, start: '08:00', hours: 8 }],
      crew,
      address: '1 Race Rd',
      notes: '',
    };
    const outcomes = await raceLeads('install-race-worker.ts', ctx.dbPath, jobs, { input });
    expect(outcomes.filter((o) => o === 'booked')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(19);
    expect(ctx.db.select().from(installs).where(isNull(installs.cancelledAt)).all()).toHaveLength(1);
  }, 60_000);
});
