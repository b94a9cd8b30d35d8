import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deadBookingLinkMessage,
  lateChangeMessage,
  slotTakenMessage,
  type BookingPageData,
} from '../../shared/booking';
import { businessTime, dayOf } from '../../shared/business-time';
import { consultations, leads } from '../leads';
import { mailOutbox } from '../core/mail/schema';
import { staff } from '../core/auth/schema';
import { verifications } from '../core/verification/schema';
import { listOutbox } from '../core/mail/outbox';
import { listAttachments } from '../test/mail-attachments';
import { bookConsultation } from '../pipeline';
import { tableContents } from '../test/table-contents';
import { createTestApp } from '../test/test-app';
import { recordTestLead } from '../test/test-lead';
import { appWithOwnerAccount } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
const hour = 60 * 60_000;

const newLead = (name: string) => recordTestLead(ctx.db, name);

const page = (token: string, query = '') => request(ctx.app).get(`/api/bookings/${token}${query}`);
const book = (token: string, slot: string, extra: Record<string, unknown> = {}) =>
  request(ctx.app)
    .post(`/api/bookings/${token}`)
    .send({ slot, mode: 'in_home', town: 'Westport', address: '12 Harbor Rd', ...extra });
const firstSlot = async (token: string, index = 0) =>
  ((await page(token, '?mode=in_home&town=Westport')).body as BookingPageData).days.flatMap((d) => d.starts)[index]!;
/** The lead's e-mails that carry an invitation, opened (the outbox keeps them sealed). */
const invites = (leadId: number) => {
  const attachments = listAttachments(ctx.db);
  return listOutbox(ctx.db).flatMap((mail) => {
    const attachment = attachments.find((a) => a.outboxId === mail.id);
    return mail.leadId === leadId && attachment ? [{ content: attachment.content, body: mail.body }] : [];
  });
};

beforeAll(async () => {
  ctx = await appWithOwnerAccount({ rateLimits: { booking: 0 } });
});
afterAll(() => ctx.cleanup());

describe('the booking link', () => {
  it('a dead, malformed or expired link reveals nothing', async () => {
    for (const token of ['nope', 'x'.repeat(43)]) {
      const res = await page(token);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(deadBookingLinkMessage);
    }
    const { bookingToken, leadId } = newLead('Old Request');
    const longAgo = new Date(Date.now() - 31 * 24 * hour).toISOString();
    ctx.db.update(verifications).set({ createdAt: longAgo }).where(eq(verifications.leadId, leadId)).run();
    expect((await page(bookingToken)).status).toBe(404);
    // A dead link is a 404 whatever the query; a live one checks the query (400 naming the field).
    expect((await page('nope', '?mode=by-pigeon')).status).toBe(404);
    const live = await page(newLead('Query Check').bookingToken, '?mode=by-pigeon');
    expect(live.status).toBe(400);
    expect(live.body.fieldErrors).toEqual({ mode: ['mode must be in_home or virtual'] });
  });

  it('opening it shows open times from tomorrow on, in business hours, and changes nothing', async () => {
    const { bookingToken } = newLead('Ann Lee');
    const before = tableContents(ctx.db);
    const res = await page(bookingToken);
    expect(res.status).toBe(200);
    const data = res.body as BookingPageData;
    expect(data.firstName).toBe('Ann');
    expect(data.visit).toBeNull();
    const starts = data.days.flatMap((d) => d.starts);
    expect(starts.length).toBeGreaterThan(20);
    const today = dayOf(new Date());
    for (const start of starts) {
      expect(Date.parse(start)).toBeGreaterThanOrEqual(Date.now() + 24 * hour - 60_000);
      expect(dayOf(start) > today).toBe(true);
      expect(businessTime(start) >= '08:00' && businessTime(start) <= '16:30').toBe(true);
    }
    expect(tableContents(ctx.db)).toEqual(before);
  });
});

describe('booking, moving and cancelling from the link', () => {
  it('books a chosen time: the lead is booked and assigned, the invitation is at that UTC instant, staff are told', async () => {
    const { bookingToken, leadId } = newLead('Bo Carter');
    const slot = await firstSlot(bookingToken);
    const res = await book(bookingToken, slot);
    expect(res.status).toBe(200);
    expect(res.body.notice).toBe('booked');
    expect(res.body.data.visit).toMatchObject({
      startsAt: slot,
      mode: 'in_home',
      address: '12 Harbor Rd, Westport, CT',
    });
    const lead = ctx.db.select().from(leads).where(eq(leads.id, leadId)).get()!;
    expect(lead.status).toBe('consultation_booked');
    expect(lead.assignedTo).not.toBeNull();
    const [invite] = invites(leadId);
    const compact = slot.replace(/[-:]/g, '').replace('.000', '');
    expect(invite!.content).toContain(`DTSTART:${compact}`);
    expect(invite!.content).toContain('METHOD:REQUEST');
    expect(invite!.body).toMatch(/\/book\/[\w-]{43}/);
    const told = ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'booking-notification')).all();
    expect(told.some((m) => m.leadId === leadId)).toBe(true);
    // The time is no longer offered to anyone else.
    const other = newLead('Cy Dunn');
    expect(
      (await page(other.bookingToken, '?mode=in_home&town=Westport')).body.days.flatMap(
        (d: { starts: string[] }) => d.starts,
      ),
    ).not.toContain(slot);
  });

  it('moves the visit (same UID, higher SEQUENCE) and cancels it (METHOD:CANCEL)', async () => {
    const { bookingToken, leadId } = newLead('Di Evans');
    await book(bookingToken, await firstSlot(bookingToken, 4));
    const moved = await book(bookingToken, await firstSlot(bookingToken, 8), { mode: 'virtual' });
    expect(moved.status).toBe(200);
    expect(moved.body.notice).toBe('rescheduled');
    expect(moved.body.data.visit.mode).toBe('virtual');
    const cancelled = await request(ctx.app).post(`/api/bookings/${bookingToken}/cancel`).send({});
    expect(cancelled.status).toBe(200);
    const versions = invites(leadId).map((i) => i.content);
    expect(versions).toHaveLength(3);
    const uid = (ics: string) => /UID:(.+)/.exec(ics)?.[1];
    expect(new Set(versions.map(uid)).size).toBe(1);
    expect(versions.map((ics) => Number(/SEQUENCE:(\d+)/.exec(ics)?.[1]))).toEqual([0, 1, 2]);
    expect(versions[2]).toContain('METHOD:CANCEL');
    expect(ctx.db.select().from(leads).where(eq(leads.id, leadId)).get()!.status).toBe('contacted');
  });

  it('within 24 hours of the visit, moving and cancelling online are refused with the phone message', async () => {
    const { bookingToken, leadId } = newLead('Ed Fox');
    await book(bookingToken, await firstSlot(bookingToken, 12));
    const soon = new Date(Date.now() + 3 * hour);
    ctx.db
      .update(consultations)
      .set({ startsAt: soon.toISOString(), endsAt: new Date(soon.getTime() + 90 * 60_000).toISOString() })
      .where(eq(consultations.leadId, leadId))
      .run();
    const res = await request(ctx.app).post(`/api/bookings/${bookingToken}/cancel`).send({});
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(lateChangeMessage);
    expect((await page(bookingToken)).body.canChangeOnline).toBe(false);
  });

  it('never offers a time on top of a visit staff booked for the designer, nor within the buffer around it', async () => {
    const { bookingToken } = newLead('Jo Kent');
    const staffBooked = newLead('Kay Lund');
    const starts = (await page(bookingToken, '?mode=virtual')).body.days.flatMap((d: { starts: string[] }) => d.starts);
    const at = new Date(starts[30]);
    const owner = ctx.db.select({ id: staff.id }).from(staff).get()!.id;
    const booked = bookConsultation(ctx.db, {
      leadId: staffBooked.leadId,
      startsAt: at,
      endsAt: new Date(at.getTime() + 90 * 60_000),
      address: '1 Post Rd, Fairfield, CT',
      designerId: owner,
      confirmOverlap: false,
      staffId: owner,
    });
    expect(booked.kind).toBe('booked');
    const after = (await page(bookingToken, '?mode=virtual')).body.days.flatMap((d: { starts: string[] }) => d.starts);
    // Free again only 30 minutes (the buffer) after the visit's end, and no start whose visit would run into it.
    for (const start of after) {
      const s = Date.parse(start);
      expect(s + 90 * 60_000 + 30 * 60_000 <= at.getTime() || s >= at.getTime() + 120 * 60_000).toBe(true);
    }
    expect(after.length).toBeLessThan(starts.length);
  });

  it('a time taken meanwhile answers "That time was just taken" with the nearest open times', async () => {
    const first = newLead('Fay Gill');
    const second = newLead('Gus Hale');
    const slot = await firstSlot(second.bookingToken, 16);
    expect((await book(first.bookingToken, slot)).status).toBe(200);
    const res = await book(second.bookingToken, slot);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(slotTakenMessage);
    expect(res.body.data.nearest.length).toBeGreaterThan(0);
    expect(res.body.data.nearest).not.toContain(slot);
  });

  it('works as a plain form post: 303 back to the page with what happened', async () => {
    const { bookingToken } = newLead('Hal Ives');
    const slot = await firstSlot(bookingToken, 24);
    const res = await request(ctx.app)
      .post(`/api/bookings/${bookingToken}`)
      .type('form')
      .send({ slot, mode: 'in_home', town: 'Westport', address: '3 Elm St' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/book/${bookingToken}?notice=booked`);
    const incomplete = await request(ctx.app)
      .post(`/api/bookings/${bookingToken}`)
      .type('form')
      .send({ slot, mode: 'in_home', town: '', address: '' });
    expect(incomplete.status).toBe(303);
    expect(incomplete.headers.location).toContain('notice=check');
  });

  it('"Show times for this choice" without JavaScript reopens the page for that mode and town, and nothing else', async () => {
    const { bookingToken } = newLead('Jan Kerr');
    const res = await request(ctx.app)
      .post(`/api/bookings/${bookingToken}/times`)
      .type('form')
      .send({ mode: 'in_home', town: 'Guilford', address: '9 Private Lane', slot: '' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/book/${bookingToken}?mode=in_home&town=Guilford`);
  });

  it('validates with readable messages', async () => {
    const { bookingToken } = newLead('Ida Jones');
    const noTime = await request(ctx.app).post(`/api/bookings/${bookingToken}`).send({ slot: 'soon', mode: 'virtual' });
    expect(noTime.status).toBe(400);
    expect(noTime.body.fieldErrors).toEqual({ slot: ['Choose a time for your visit'] });
    const slot = await firstSlot(bookingToken);
    const noAddress = await request(ctx.app).post(`/api/bookings/${bookingToken}`).send({ slot, mode: 'in_home' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.fieldErrors).toEqual({ town: ['Choose your town'], address: ['Enter the street address'] });
  });
});
