import { raceLeads } from '../test/thread-race';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../leads';
import { recordTestLead } from '../test/test-lead';
import { createTestApp } from '../test/test-app';
import { openDays } from './homeowner-booking';
import { appWithOwnerAccount } from '../test/owner-app';

// Threads, each with its own connection to one SQLite file, all confirm one time at the same
// moment: the check and the write are one IMMEDIATE transaction, so exactly one wins.
const racers = 20;

let ctx: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  ctx = await appWithOwnerAccount();
});
afterAll(() => ctx.cleanup());

describe('20 homeowners confirming one time at once', () => {
  it('exactly one gets it; the other 19 are told it was taken', async () => {
    const leads = Array.from({ length: racers }, (_, i) => recordTestLead(ctx.db, `Racer ${i}`));
    const slot = openDays(ctx.db, leads[0]!.leadId, 'virtual', null)[0]!.starts[0]!;
    const outcomes = await raceLeads(
      'booking-race-worker.ts',
      ctx.dbPath,
      leads.map((l) => l.leadId),
      { slot },
    );
    expect(outcomes.filter((o) => o === 'booked')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(19);
    const live = ctx.db.select().from(consultations).where(eq(consultations.startsAt, slot)).all();
    expect(live.filter((c) => !c.cancelledAt)).toHaveLength(1);
  }, 60_000);
});
