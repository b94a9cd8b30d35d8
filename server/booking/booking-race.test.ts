import { raceThreads } from '../test/thread-race';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLead, consultations } from '../leads';
import { createTestApp } from '../test/test-app';
import { openDays } from './homeowner-booking';
import { appWithOwnerAccount } from '../test/owner-app';

// Threads, each with its own connection to one SQLite file, all confirm one time at the same
// moment: the check and the write are one IMMEDIATE transaction, so exactly one wins.
const workerUrl = new URL('../test/booking-race-worker.ts', import.meta.url).href;
const threads = 4;
const perThread = 5;

let ctx: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  ctx = await appWithOwnerAccount();
});
afterAll(() => ctx.cleanup());

function race(leadIds: number[][], slot: string): Promise<string[]> {
  return raceThreads<string[]>(
    workerUrl,
    ctx.dbPath,
    leadIds.map((ids) => ({ leadIds: ids, slot })),
  ).then((all) => all.flat());
}

describe('20 homeowners confirming one time at once', () => {
  it('exactly one gets it; the other 19 are told it was taken', async () => {
    const leads = Array.from({ length: threads * perThread }, (_, i) =>
      recordLead(ctx.db, {
        name: `Racer ${i}`,
        email: `racer${i}@example.com`,
        phone: '(203) 555-0147',
        zip: '06880',
        rooms: ['Pantry'],
        message: 'A pantry.',
        isSpam: false,
      }),
    );
    const slot = openDays(ctx.db, leads[0]!.leadId, 'virtual', null)[0]!.starts[0]!;
    const ids = leads.map((l) => l.leadId);
    const outcomes = await race(
      Array.from({ length: threads }, (_, t) => ids.slice(t * perThread, (t + 1) * perThread)),
      slot,
    );
    expect(outcomes.filter((o) => o === 'booked')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(19);
    const live = ctx.db.select().from(consultations).where(eq(consultations.startsAt, slot)).all();
    expect(live.filter((c) => !c.cancelledAt)).toHaveLength(1);
  }, 60_000);
});
