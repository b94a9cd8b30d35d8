import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { business } from '../../../shared/business';
import { openDatabase } from '../db/open-database';
import { leadReplyTo, recordLead } from '../../leads';
import { bookConsultation } from '../../pipeline';
import { createTestApp } from '../../test/test-app';
import { listOutbox } from './outbox';
import { createOutboxWorker, retryDelay, type OutboxWorker } from './outbox-worker';
import { freePort } from '../../test/free-port';
import { startTestSmtpServer, waitFor } from '../../test/test-smtp-server';
import { smtpSender } from './transport';

const lead = {
  name: 'Marisol Ortega',
  email: 'marisol@example.com',
  phone: '475 555 0123',
  zip: '06460',
  rooms: ['Garage', 'Mudroom'],
  message: 'Two-car garage: cabinets along the back wall and a bench by the door.',
};
const from = `"${business.name}" <${business.email}>`;
const fastRetry = { baseDelayMs: 40, maxDelayMs: 200, maxAttempts: 3 };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

function setup(port: number, sendConfirmation = false, retry = fastRetry) {
  const worker: { current?: OutboxWorker } = {};
  const ctx = createTestApp({
    seed: false,
    mail: { notifyTo: 'office@example.com', sendConfirmation },
  });
  // Started as in production, so queueMail's event wakes it; the poll is left out of these tests.
  const newWorker = (db = ctx.db) => {
    worker.current = createOutboxWorker({
      db,
      sender: smtpSender(`smtp://127.0.0.1:${port}`),
      from,
      retry,
      pollMs: 3_600_000,
      replyTo: (row) => leadReplyTo(db, row),
    });
    worker.current.start();
    return worker.current;
  };
  newWorker();
  cleanups.push(
    () => ctx.cleanup(),
    () => worker.current?.stop(),
  );
  return { ctx, worker, newWorker };
}

describe('lead e-mail through the outbox (real SMTP server on 127.0.0.1)', { timeout: 30_000 }, () => {
  it('sends a consultation invitation with its .ics as a calendar invitation (METHOD:REQUEST)', async () => {
    const smtp = await startTestSmtpServer();
    cleanups.push(smtp.close);
    const { ctx, worker } = setup(smtp.port);
    const { leadId } = recordLead(ctx.db, { ...lead, rooms: ['Garage'], isSpam: false });
    const startsAt = new Date('2027-01-12T15:00:00Z');
    const visit = {
      leadId,
      startsAt,
      endsAt: new Date('2027-01-12T16:30:00Z'),
      address: '5 Oak Ln',
      confirmOverlap: false,
    };
    bookConsultation(ctx.db, visit);

    await worker.current?.runOnce();
    await waitFor(() => smtp.received.length === 1);
    const [invite] = smtp.received;
    expect(invite?.to).toEqual(['marisol@example.com']);
    expect(invite?.text).toContain('Subject: Booked: your design consultation on Tue, Jan 12, 2027, 10:00 AM');
    expect(invite?.text).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(invite?.text).toContain('DTSTART:20270112T150000Z');
    expect(invite?.text).toContain('UID:consultation-');
  });

  it('the business receives the lead with its details right after the visitor is answered', async () => {
    const smtp = await startTestSmtpServer();
    cleanups.push(smtp.close);
    const { ctx } = setup(smtp.port, true);

    const res = await request(ctx.app).post('/api/contact').send(lead);
    expect(res.body.success).toBe(true);

    await waitFor(() => smtp.received.length === 2);
    const notification = smtp.received.find((m) => m.to.includes('office@example.com'));
    expect(notification?.from).toBe(business.email);
    for (const detail of [
      'Marisol Ortega',
      'marisol@example.com',
      '(475) 555-0123',
      '06460',
      'Garage, Mudroom',
      lead.message,
    ])
      expect(notification?.text).toContain(detail);
    expect(notification?.text).toMatch(/^Reply-To: marisol@example.com/m);
    expect(notification?.text).toMatch(/^Subject: New consultation request: Marisol Ortega \(06460\)/m);

    const confirmation = smtp.received.find((m) => m.to.includes('marisol@example.com'));
    expect(confirmation?.text).toContain('Hello Marisol');
    expect(confirmation?.text).toContain(business.phone.display);

    await waitFor(() => listOutbox(ctx.db).every((r) => r.status === 'sent'));
    expect(listOutbox(ctx.db).map((r) => r.attempts)).toEqual([1, 1]);
  });

  it('with SMTP down the lead is saved; the mail goes out once SMTP is back, also after a restart', async () => {
    // A retry a second later: the pass the lead's kick started and this test's own pass may run back
    // to back, and on a loaded machine that took longer than fastRetry's 40 ms (a second attempt).
    const retry = { ...fastRetry, baseDelayMs: 1000, maxDelayMs: 1000 };
    // SMTP is down: nothing listens on this port until the restart below.
    const smtpPort = await freePort();
    const { ctx, worker, newWorker } = setup(smtpPort, false, retry);

    const res = await request(ctx.app).post('/api/contact').send(lead);
    expect(res.status).toBe(200);
    expect(ctx.db.$client.prepare('SELECT count(*) AS n FROM contact_submissions').get()).toEqual({ n: 1 });

    await worker.current?.runOnce();
    let [row] = listOutbox(ctx.db);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
    expect(Date.parse(row!.nextAttemptAt)).toBeGreaterThan(Date.now());

    // Restart: the process goes away with the mail still queued, and a new one opens the same file.
    await worker.current?.stop();
    ctx.db.$client.close();
    const reopened = openDatabase(ctx.dbPath);
    ctx.db = reopened;

    const smtp = await startTestSmtpServer(smtpPort);
    cleanups.push(smtp.close);
    const restarted = newWorker(reopened);
    await new Promise((r) => setTimeout(r, retry.baseDelayMs + 20));
    await restarted.runOnce();

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.text).toContain('Marisol Ortega');
    [row] = listOutbox(reopened);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives a row up as failed after the last attempt; the lead stays saved', async () => {
    const { ctx, worker } = setup(await freePort());
    await request(ctx.app).post('/api/contact').send(lead);
    for (let i = 0; i < fastRetry.maxAttempts; i++) {
      await new Promise((r) => setTimeout(r, fastRetry.maxDelayMs + 10));
      await worker.current?.runOnce();
    }
    expect(listOutbox(ctx.db)[0]).toMatchObject({ status: 'failed', attempts: fastRetry.maxAttempts });
    expect(ctx.db.$client.prepare('SELECT count(*) AS n FROM contact_submissions').get()).toEqual({ n: 1 });
  });

  it('backs off exponentially up to the cap', () => {
    const policy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 12 };
    expect([1, 2, 3, 4, 8, 20].map((n) => retryDelay(n, policy))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });
});
