import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../shared/business-time';
import { cancellationDeadline } from '../../shared/contracts/cancellation-deadline';
import { formatDollars } from '../../shared/money';
import { acceptRefusals } from '../../shared/proposals/proposal';
import { activityLog } from '../core/activity/schema';
import { leadDeals, leads, leadStageEvents } from '../leads';
import { mailOutbox } from '../core/mail/schema';
import { proposalAcceptances, proposals } from './schema';
import { listOutbox, queueMail } from '../core/mail/outbox';
import { createTestApp } from '../test/test-app';
import { addTestVersion, sendTestProposal } from './test/sent-proposal';
import { linkPath } from './test/paths';

let ctx: ReturnType<typeof createTestApp>;
beforeAll(() => {
  // No per-IP limit: the race below sends 20 answers from one address.
  ctx = createTestApp({ seed: false, rateLimits: { booking: 0 }, mail: { notifyTo: 'office@example.com' } });
});
afterAll(() => ctx.cleanup());

const signing = (version: number, option: number) => ({
  version,
  option,
  fullName: 'Pat Homeowner',
  agreeTerms: true,
  agreeElectronic: true,
});

describe('accepting the latest version', () => {
  it('stores the signature, wins the lead with the total, records it and queues the e-mails', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Pat Homeowner' });
    queueMail(
      ctx.db,
      {
        leadId: sent.leadId,
        kind: 'proposal-follow-up',
        toAddress: 'pat.homeowner@example.com',
        subject: 'A reminder',
        body: 'Your proposal is waiting.',
      },
      { sendAfter: new Date(Date.now() + 3 * 86_400_000) },
    );
    const better = sent.document.options[1]!;
    const before = new Date();

    const res = await request(ctx.app)
      .post(linkPath.accept(sent.token))
      .set('User-Agent', 'Test Browser 1.0')
      .send({ ...signing(1, 1), signature: 'M 10 10 L 20 20' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, notice: 'accepted' });
    expect(res.body.proposal).toMatchObject({ status: 'accepted', canCancel: true, expired: false });
    expect(res.body.proposal.acceptance).toMatchObject({
      version: 1,
      optionIndex: 1,
      optionName: 'Better',
      total: better.total,
      signerName: 'Pat Homeowner',
      versionHash: sent.sha256,
      cancelledAt: null,
    });

    const row = ctx.db
      .select()
      .from(proposalAcceptances)
      .where(eq(proposalAcceptances.proposalId, sent.proposalId))
      .get()!;
    expect(row).toMatchObject({
      versionId: sent.versionId,
      optionIndex: 1,
      optionName: 'Better',
      total: better.total,
      versionSha256: sent.sha256,
      signerName: 'Pat Homeowner',
      signaturePath: 'M 10 10 L 20 20',
      userAgent: 'Test Browser 1.0',
      cancelledAt: null,
    });
    expect(JSON.parse(row.option)).toEqual(better);
    expect(row.ipAddress).toMatch(/127\.0\.0\.1|::1/);
    expect(Date.parse(row.signedAt)).toBeGreaterThanOrEqual(before.getTime());
    expect(row.cancelBy).toBe(cancellationDeadline(new Date(row.signedAt)).endsAt.toISOString());
    expect(res.body.proposal.acceptance.cancelByText).toBe(cancellationDeadline(new Date(row.signedAt)).text);

    const proposal = ctx.db.select().from(proposals).where(eq(proposals.id, sent.proposalId)).get()!;
    expect(proposal.status).toBe('accepted');
    const lead = ctx.db.select().from(leads).where(eq(leads.id, sent.leadId)).get()!;
    expect(lead.status).toBe('won');
    const deal = ctx.db.select().from(leadDeals).where(eq(leadDeals.leadId, sent.leadId)).get()!;
    expect(deal.finalCents).toBe(better.total * 100);
    const events = ctx.db.select().from(leadStageEvents).where(eq(leadStageEvents.leadId, sent.leadId)).all();
    expect(events.at(-1)).toMatchObject({ stage: 'won', staffId: null });

    const activity = ctx.db.select().from(activityLog).where(eq(activityLog.leadId, sent.leadId)).all();
    expect(activity).toEqual([
      expect.objectContaining({
        action: 'proposal-accepted',
        actorId: null,
        detail: `Proposal accepted: Better, ${formatDollars(better.total * 100)}`,
      }),
    ]);
    expect(activity[0]!.detail).toMatch(/^Proposal accepted: Better, \$\d{1,3}(,\d{3})*$/);

    const mail = listOutbox(ctx.db).filter((m) => m.leadId === sent.leadId);
    const byKind = (kind: string) => mail.filter((m) => m.kind === kind);
    expect(byKind('proposal-follow-up').map((m) => m.status)).toEqual(['skipped']);
    expect(
      byKind('proposal-accepted')
        .map((m) => m.toAddress)
        .sort(),
    ).toEqual(['designer@example.com', 'office@example.com']);
    expect(byKind('proposal-accepted')[0]!.subject).toBe(
      `Pat Homeowner accepted the proposal: Better, ${formatDollars(better.total * 100)}`,
    );
    const copy = byKind('proposal-signed-copy');
    expect(copy).toHaveLength(1);
    expect(copy[0]).toMatchObject({ toAddress: 'pat.homeowner@example.com', status: 'pending' });
    expect(copy[0]!.body).toContain(`/proposal/${sent.token}`);
    expect(copy[0]!.body).toContain(cancellationDeadline(new Date(row.signedAt)).text);
  });
});

describe('acceptances refused with their sentence', () => {
  it('a version that is no longer the latest', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Stale Homeowner' });
    addTestVersion(ctx.db, sent.proposalId, sent.draft, { name: 'Stale Homeowner', designerId: sent.designer.id });
    const res = await request(ctx.app).post(linkPath.accept(sent.token)).send(signing(1, 0));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: acceptRefusals.stale });
    expect(acceptRefusals.stale).toBe('This proposal was updated — please review the latest version');
    // The latest one is accepted.
    const latest = await request(ctx.app).post(linkPath.accept(sent.token)).send(signing(2, 0));
    expect(latest.status).toBe(200);
    expect(latest.body.proposal.acceptance.version).toBe(2);
  });

  it('an expired proposal (its valid-until day has passed in Connecticut)', async () => {
    const sentAt = new Date(Date.now() - 40 * 86_400_000);
    const sent = sendTestProposal(ctx.db, {
      name: 'Late Homeowner',
      sentAt,
      validUntil: addDays(dayOf(new Date()), -1),
    });
    const res = await request(ctx.app).post(linkPath.accept(sent.token)).send(signing(1, 2));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: acceptRefusals.expired });
    expect(
      ctx.db.select().from(proposalAcceptances).where(eq(proposalAcceptances.proposalId, sent.proposalId)).all(),
    ).toEqual([]);
  });

  it('still open on its valid-until day', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Last Day Homeowner', validUntil: dayOf(new Date()) });
    const res = await request(ctx.app).post(linkPath.accept(sent.token)).send(signing(1, 0));
    expect(res.status).toBe(200);
  });

  it('a second option once one is accepted', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Twice Homeowner' });
    expect((await request(ctx.app).post(linkPath.accept(sent.token)).send(signing(1, 0))).status).toBe(200);
    const res = await request(ctx.app).post(linkPath.accept(sent.token)).send(signing(1, 2));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: acceptRefusals.taken });
    const row = ctx.db
      .select()
      .from(proposalAcceptances)
      .where(eq(proposalAcceptances.proposalId, sent.proposalId))
      .get()!;
    expect(row.optionName).toBe('Good');
  });

  it('a declined proposal', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Declined Homeowner' });
    ctx.db.update(proposals).set({ status: 'declined' }).where(eq(proposals.id, sent.proposalId)).run();
    const res = await request(ctx.app).post(linkPath.accept(sent.token)).send(signing(1, 0));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: acceptRefusals.closed });
  });

  it('bad input is a 400 with the schema’s sentence; an unknown link a 404', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Careless Homeowner' });
    const unticked = await request(ctx.app)
      .post(linkPath.accept(sent.token))
      .send({ ...signing(1, 0), agreeElectronic: false });
    expect(unticked.status).toBe(400);
    expect(unticked.body.error).toBe('Please check the form: Tick "I agree to sign electronically" to sign online');
    const missing = await request(ctx.app)
      .post(linkPath.accept(sent.token))
      .send({ ...signing(1, 0), fullName: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Please check the form: Type your full name to sign');
    const dead = await request(ctx.app)
      .post(linkPath.accept('x'.repeat(43)))
      .send(signing(1, 0));
    expect(dead.status).toBe(404);
    expect(dead.body.error).toBe('This proposal link is no longer valid. Please ask your designer for a new one.');
  });
});

/**
 * The app in threads of its own on the same database file (as more server processes would run it),
 * so acceptances really run side by side rather than one after another on one event loop.
 */
async function appThreads(count: number) {
  const url = new URL('./test/app-thread.ts', import.meta.url).href;
  const threads = Array.from(
    { length: count },
    () =>
      new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url)}); })`, {
        eval: true,
        workerData: { dbPath: ctx.dbPath },
      }),
  );
  const ports = await Promise.all(
    threads.map((t) => new Promise<number>((resolve, reject) => t.once('message', resolve).once('error', reject))),
  );
  return {
    bases: ports.map((port) => `http://127.0.0.1:${port}`),
    stop: () =>
      Promise.all(
        threads.map((t) => {
          t.postMessage('stop');
          return new Promise((resolve) => t.once('exit', resolve));
        }),
      ),
  };
}

describe('20 acceptances at once', () => {
  it('store exactly one; the other 19 are told an option was already accepted', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Racing Homeowner' });
    const servers = await appThreads(2);
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(servers.bases[i % servers.bases.length]! + linkPath.accept(sent.token), {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: servers.bases[i % servers.bases.length]! },
            body: JSON.stringify(signing(1, i % 3)),
          }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error?: string } })),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(19);
      for (const answer of refused) {
        expect(answer).toEqual({ status: 409, body: { success: false, error: acceptRefusals.taken } });
      }
    } finally {
      await servers.stop();
    }
    const signatures = ctx.db
      .select()
      .from(proposalAcceptances)
      .where(eq(proposalAcceptances.proposalId, sent.proposalId))
      .all();
    expect(signatures).toHaveLength(1);
    const told = ctx.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, sent.leadId)).all();
    expect(told.filter((m) => m.kind === 'proposal-signed-copy')).toHaveLength(1);
    const won = ctx.db
      .select()
      .from(leadStageEvents)
      .where(eq(leadStageEvents.leadId, sent.leadId))
      .all()
      .filter((e) => e.stage === 'won');
    expect(won).toHaveLength(1);
  }, 60_000);
});
