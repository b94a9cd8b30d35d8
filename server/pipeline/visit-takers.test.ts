import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consultations } from '../leads';
import { staff } from '../core/auth/schema';
import { recordTestLead } from '../test/test-lead';
import { createTestApp } from '../test/test-app';
import { assignVisitsWithoutDesigner } from './visit-takers';
import { appWithOwnerAccount } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(async () => {
  ctx = await appWithOwnerAccount();
});
afterEach(() => ctx.cleanup());

const visit = (name: string, startsAt: string, cancelledAt: string | null = null) => {
  const { leadId } = recordTestLead(ctx.db, name);
  const endsAt = new Date(Date.parse(startsAt) + 90 * 60_000).toISOString();
  ctx.db.insert(consultations).values({ leadId, startsAt, endsAt, address: '1 Main St', cancelledAt }).run();
  return leadId;
};
const designerOf = (leadId: number) =>
  ctx.db.select({ id: consultations.designerId }).from(consultations).where(eq(consultations.leadId, leadId)).get()?.id;

describe('visits booked before every visit had its person', () => {
  it('go on the calendar of whoever takes visits by default, once; cancelled ones stay as they were', () => {
    const owner = ctx.db.select({ id: staff.id }).from(staff).get()!.id;
    const live = visit('Ann Old', '2027-03-02T15:00:00.000Z');
    const cancelled = visit('Bo Gone', '2027-03-03T15:00:00.000Z', '2027-03-01T00:00:00.000Z');
    // Two old visits at the very same start: the second cannot share the owner's calendar slot.
    const twin = visit('Cy Twin', '2027-03-02T15:00:00.000Z');
    expect(assignVisitsWithoutDesigner(ctx.db)).toBe(1);
    expect([designerOf(live), designerOf(cancelled), designerOf(twin)]).toEqual([owner, null, null]);
    expect(assignVisitsWithoutDesigner(ctx.db)).toBe(0);
  });
});
