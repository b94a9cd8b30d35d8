import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultScheduleSettings, slotTakenMessage, type BookingPageData } from '../../shared/booking';
import { businessTime, dayOf } from '../../shared/business-time';
import { consultations } from '../leads';
import { staff } from '../core/auth/schema';
import { signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { recordTestLead } from '../test/test-lead';
import { appWithOwnerAccount } from '../test/owner-app';

// A fresh install: the owner is the only person on the team, so the owner goes to every visit.
let ctx: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  ctx = await appWithOwnerAccount({ rateLimits: { booking: 0 } });
});
afterAll(() => ctx.cleanup());

const minute = 60_000;
const { visitMinutes, bufferMinutes } = defaultScheduleSettings;
const offered = async (token: string) =>
  ((await request(ctx.app).get(`/api/bookings/${token}?mode=virtual`)).body as BookingPageData).days.flatMap(
    (d) => d.starts,
  );

describe('a visit staff book from the dashboard without a designer', () => {
  it('is on the calendar of the person who goes: self-booking never offers or takes a time on top of it', async () => {
    const homeowner = recordTestLead(ctx.db, 'Jo Kent');
    const before = await offered(homeowner.bookingToken);
    // A start with a time offered an hour earlier and one just inside the buffer after it (not the first of a day).
    const at = new Date(
      before.find(
        (start) =>
          before.includes(new Date(Date.parse(start) - 60 * minute).toISOString()) &&
          before.includes(new Date(Date.parse(start) + visitMinutes * minute).toISOString()),
      )!,
    );

    const booked = recordTestLead(ctx.db, 'Kay Lund');
    const agent = await signedInAgent(ctx.app);
    const res = await agent
      .put(`/api/contacts/${booked.leadId}/consultation`)
      .send({ date: dayOf(at), startTime: businessTime(at), address: '1 Post Rd, Fairfield, CT' });
    expect(res.status).toBe(200);
    const owner = ctx.db.select({ id: staff.id }).from(staff).get()!.id;
    expect(res.body.consultation.designerId).toBe(owner);

    const visitEnd = at.getTime() + visitMinutes * minute;
    const clear = (start: string) =>
      Date.parse(start) + (visitMinutes + bufferMinutes) * minute <= at.getTime() ||
      Date.parse(start) >= visitEnd + bufferMinutes * minute;
    const after = await offered(homeowner.bookingToken);
    expect(after.filter((start) => !clear(start))).toEqual([]);
    // Offered before, refused now: an hour earlier (overlapping) and the start just inside the buffer after it.
    const overlapping = new Date(at.getTime() - 60 * minute).toISOString();
    const inBuffer = new Date(visitEnd).toISOString();

    for (const slot of [overlapping, inBuffer]) {
      const refused = await request(ctx.app)
        .post(`/api/bookings/${homeowner.bookingToken}`)
        .send({ slot, mode: 'virtual' });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(slotTakenMessage);
    }
    expect(ctx.db.select().from(consultations).where(eq(consultations.leadId, homeowner.leadId)).get()).toBeUndefined();
  });
});
