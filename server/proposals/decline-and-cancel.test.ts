import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cancellationDeadline } from '../../shared/contracts/cancellation-deadline';
import { waysToCancel } from '../../shared/contracts/ways-to-cancel';
import { acceptRefusals } from '../../shared/proposals/proposal';
import { activityLog } from '../core/activity/schema';
import { leadDeals, leads, leadStageEvents } from '../leads';
import { proposalAcceptances, proposals } from './schema';
import { listOutbox, queueMail } from '../core/mail/outbox';
import { createTestApp } from '../test/test-app';
import { sendTestProposal } from './test/sent-proposal';
import { linkPath } from './test/paths';

let ctx: ReturnType<typeof createTestApp>;
beforeAll(() => {
  ctx = createTestApp({ seed: false, rateLimits: { booking: 0 }, mail: { notifyTo: 'office@example.com' } });
});
afterAll(() => ctx.cleanup());
afterEach(() => vi.useRealTimers());

const signing = { version: 1, option: 1, fullName: 'Pat Homeowner', agreeTerms: true, agreeElectronic: true };
const mailOf = (leadId: number, kind: string) =>
  listOutbox(ctx.db).filter((m) => m.leadId === leadId && m.kind === kind);
const stageOf = (leadId: number) => ({
  status: ctx.db.select().from(leads).where(eq(leads.id, leadId)).get()!.status,
  lostReason: ctx.db.select().from(leadDeals).where(eq(leadDeals.leadId, leadId)).get()?.lostReason,
  last: ctx.db.select().from(leadStageEvents).where(eq(leadStageEvents.leadId, leadId)).all().at(-1),
});

describe('"Not now"', () => {
  it('declines with the reason: the lead Lost (Other), its history, Activity, the team told, reminders stopped', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Dee Clines' });
    queueMail(
      ctx.db,
      { leadId: sent.leadId, kind: 'proposal-follow-up', toAddress: 'dee.clines@example.com', subject: 'R', body: 'R' },
      { sendAfter: new Date(Date.now() + 86_400_000) },
    );
    const res = await request(ctx.app).post(linkPath.decline(sent.token)).send({ reason: ' We chose to wait a year ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, notice: 'declined', proposal: { status: 'declined' } });

    const row = ctx.db.select().from(proposals).where(eq(proposals.id, sent.proposalId)).get()!;
    expect(row).toMatchObject({ status: 'declined', declinedReason: 'We chose to wait a year' });
    expect(row.declinedAt).not.toBeNull();
    expect(stageOf(sent.leadId)).toMatchObject({
      status: 'lost',
      lostReason: 'Other',
      last: { stage: 'lost', detail: 'Declined the proposal: We chose to wait a year', staffId: null },
    });
    expect(ctx.db.select().from(activityLog).where(eq(activityLog.leadId, sent.leadId)).all()).toEqual([
      expect.objectContaining({ action: 'proposal-declined', detail: 'Proposal declined: We chose to wait a year' }),
    ]);
    expect(
      mailOf(sent.leadId, 'proposal-declined')
        .map((m) => m.toAddress)
        .sort(),
    ).toEqual(['designer@example.com', 'office@example.com']);
    expect(mailOf(sent.leadId, 'proposal-declined')[0]!.body).toContain('Reason: We chose to wait a year');
    expect(mailOf(sent.leadId, 'proposal-follow-up').map((m) => m.status)).toEqual(['skipped']);
  });

  it('without a reason says so; accepting afterwards is refused as closed', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'No Reason' });
    expect((await request(ctx.app).post(linkPath.decline(sent.token)).send({})).status).toBe(200);
    expect(stageOf(sent.leadId).last).toMatchObject({ detail: 'Declined the proposal' });
    const accept = await request(ctx.app).post(linkPath.accept(sent.token)).send(signing);
    expect(accept.status).toBe(409);
    expect(accept.body.error).toBe(acceptRefusals.closed);
  });

  it('is refused once an option is accepted', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Already Signed' });
    expect((await request(ctx.app).post(linkPath.accept(sent.token)).send(signing)).status).toBe(200);
    const res = await request(ctx.app).post(linkPath.decline(sent.token)).send({ reason: 'Changed my mind' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: acceptRefusals.taken });
    expect(stageOf(sent.leadId).status).toBe('won');
    expect(mailOf(sent.leadId, 'proposal-declined')).toEqual([]);
  });

  it('a reason over 500 characters is a 400 with its sentence', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Long Winded' });
    const res = await request(ctx.app)
      .post(linkPath.decline(sent.token))
      .send({ reason: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please check the form: The reason is at most 500 characters');
  });
});

describe('"Cancel this contract"', () => {
  it('within the three business days: cancelled, the lead Lost, the team told, the homeowner confirmed', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Cam Cancel' });
    expect((await request(ctx.app).post(linkPath.accept(sent.token)).send(signing)).status).toBe(200);
    const res = await request(ctx.app).post(linkPath.cancel(sent.token)).send({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      notice: 'cancelled',
      proposal: { status: 'cancelled', canCancel: false },
    });
    expect(res.body.proposal.acceptance.cancelledAt).not.toBeNull();

    const signed = ctx.db
      .select()
      .from(proposalAcceptances)
      .where(eq(proposalAcceptances.proposalId, sent.proposalId))
      .get()!;
    expect(signed.cancelledAt).not.toBeNull();
    expect(ctx.db.select().from(proposals).where(eq(proposals.id, sent.proposalId)).get()!.status).toBe('cancelled');
    expect(stageOf(sent.leadId)).toMatchObject({
      status: 'lost',
      lostReason: 'Other',
      last: { stage: 'lost', detail: 'Cancelled within three days' },
    });
    expect(
      ctx.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.leadId, sent.leadId))
        .all()
        .map((a) => a.action),
    ).toEqual(['proposal-accepted', 'proposal-cancelled']);
    expect(
      mailOf(sent.leadId, 'proposal-cancelled')
        .map((m) => m.toAddress)
        .sort(),
    ).toEqual(['designer@example.com', 'office@example.com']);
    const confirmation = mailOf(sent.leadId, 'proposal-cancel-confirmation');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.toAddress).toBe('cam.cancel@example.com');
    expect(confirmation[0]!.body).toContain('Any payment you made is returned within ten business days.');
    // Accepting again is refused: the proposal is closed.
    const again = await request(ctx.app).post(linkPath.accept(sent.token)).send(signing);
    expect(again.body.error).toBe(acceptRefusals.closed);
  });

  it('after the deadline: 409 naming when the three business days ended, nothing changed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Signed on Wednesday December 2, 2026 at 3 PM in Connecticut: the statute's count ends with
    // Saturday the 5th, the Department's (no Saturdays) with Monday the 7th, the later of the two.
    vi.setSystemTime(new Date('2026-12-02T20:00:00Z'));
    const sent = sendTestProposal(ctx.db, { name: 'Too Late' });
    expect((await request(ctx.app).post(linkPath.accept(sent.token)).send(signing)).status).toBe(200);
    const deadline = cancellationDeadline(new Date('2026-12-02T20:00:00Z'));
    expect(deadline.text).toBe('midnight at the end of Monday, December 7, 2026');
    expect(deadline.endsAt.toISOString()).toBe('2026-12-08T05:00:00.000Z');

    vi.setSystemTime(new Date(deadline.endsAt.getTime() - 1000));
    const page = await request(ctx.app).post(linkPath.accept(sent.token)).send(signing);
    expect(page.body.error).toBe(acceptRefusals.taken);

    vi.setSystemTime(deadline.endsAt);
    const res = await request(ctx.app).post(linkPath.cancel(sent.token)).send({});
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      error: 'The three business days to cancel ended at midnight at the end of Monday, December 7, 2026',
    });
    expect(stageOf(sent.leadId).status).toBe('won');
    expect(mailOf(sent.leadId, 'proposal-cancel-confirmation')).toEqual([]);
  });

  it('one second before the deadline still cancels', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T20:00:00Z'));
    const sent = sendTestProposal(ctx.db, { name: 'Just In Time' });
    expect((await request(ctx.app).post(linkPath.accept(sent.token)).send(signing)).status).toBe(200);
    vi.setSystemTime(new Date(cancellationDeadline(new Date('2026-12-02T20:00:00Z')).endsAt.getTime() - 1000));
    expect((await request(ctx.app).post(linkPath.cancel(sent.token)).send({})).status).toBe(200);
  });

  it("accepts a cancellation after the statute's Saturday, up to the later deadline at Connecticut midnight, even for a signature stored with the earlier one", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T20:00:00Z'));
    const sent = sendTestProposal(ctx.db, { name: 'Sunday Canceller' });
    expect((await request(ctx.app).post(linkPath.accept(sent.token)).send(signing)).status).toBe(200);
    const monday = 'midnight at the end of Monday, December 7, 2026';
    expect(mailOf(sent.leadId, 'proposal-signed-copy')[0]!.body).toContain(
      `You may cancel this contract without any penalty until ${monday}: ${waysToCancel}.`,
    );
    expect(mailOf(sent.leadId, 'proposal-accepted')[0]!.body).toContain(
      `The homeowner may still cancel until ${monday};`,
    );
    // A signature stored before the later reading: its own deadline, midnight ending Saturday December 5.
    ctx.db
      .update(proposalAcceptances)
      .set({ cancelBy: '2026-12-06T05:00:00.000Z' })
      .where(eq(proposalAcceptances.proposalId, sent.proposalId))
      .run();
    // Monday December 7, 11:59:59 PM EST.
    vi.setSystemTime(new Date('2026-12-08T04:59:59.000Z'));
    const page = await request(ctx.app).post(linkPath.accept(sent.token)).send(signing);
    expect(page.body.error).toBe(acceptRefusals.taken);
    const res = await request(ctx.app).post(linkPath.cancel(sent.token)).send({});
    expect(res.status).toBe(200);
    expect(res.body.proposal.acceptance).toMatchObject({
      cancelBy: '2026-12-08T05:00:00.000Z',
      cancelByText: 'midnight at the end of Monday, December 7, 2026',
    });
    expect(stageOf(sent.leadId).status).toBe('lost');
  });

  it('before any acceptance there is nothing to cancel', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Nothing Signed' });
    const res = await request(ctx.app).post(linkPath.cancel(sent.token)).send({});
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This proposal has not been accepted, so there is no contract to cancel');
  });
});
