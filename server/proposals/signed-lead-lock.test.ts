import type { Express } from 'express';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendTestProposal } from './test/sent-proposal';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { appWithOwnerAccount } from '../test/owner-app';
import { leadsApi } from '../../shared/api/leads';
import { pipelineApi } from '../../shared/api/pipeline';
import { pathTo } from '../../shared/api/route';
import { linkPath } from './test/paths';

let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
beforeEach(async () => {
  ctx = await appWithOwnerAccount({ rateLimits: { booking: 0 } });
  owner = await signedInAgent(ctx.app as Express);
});
afterEach(() => ctx.cleanup());

const locked =
  'This lead has a signed contract: its stage and amount change only through a cancellation or a signed change order.';

/** A lead whose homeowner signed Better through the proposal page. */
async function signedLead() {
  const sent = sendTestProposal(ctx.db);
  const res = await request(ctx.app)
    .post(linkPath.accept(sent.token))
    .send({ version: 1, option: 1, fullName: 'Pat Homeowner', agreeTerms: true, agreeElectronic: true });
  expect(res.status).toBe(200);
  return sent;
}

const dealOf = (leadId: number) =>
  ctx.db.$client
    .prepare(
      `SELECT s.status, d.final_cents AS finalCents FROM contact_submissions s
       LEFT JOIN lead_deals d ON d.lead_id = s.id WHERE s.id = ?`,
    )
    .get(leadId) as { status: string; finalCents: number | null };

describe('a lead with a signed, uncancelled contract', () => {
  it('refuses every stage and amount change by hand with 409, for the owner and the designer of the lead', async () => {
    const { leadId, document } = await signedLead();
    const won = { status: 'won', finalCents: document.options[1]!.total * 100 };
    expect(dealOf(leadId)).toEqual(won);
    const person = await addTestStaff(ctx.db, 'designer', 'lead.designer@example.com');
    ctx.db.$client.prepare('UPDATE contact_submissions SET assigned_to = ? WHERE id = ?').run(person.id, leadId);
    const designer = await signedInAgent(ctx.app as Express, 'lead.designer@example.com');
    for (const agent of [owner, designer]) {
      for (const res of [
        await agent.post(pathTo(pipelineApi.changeStage, { id: leadId })).send({ stage: 'won', finalCents: 100 }),
        await agent.post(pathTo(pipelineApi.changeStage, { id: leadId })).send({ stage: 'lost', reason: 'Price' }),
        await agent
          .post(pathTo(pipelineApi.changeStage, { id: leadId }))
          .send({ stage: 'quoted', quoteCents: 500_000, followUpOn: '2099-01-01' }),
        await agent.post(pathTo(pipelineApi.changeStage, { id: leadId })).send({ stage: 'new' }),
        await agent.patch(pathTo(leadsApi.setStatus, { id: leadId })).send({ status: 'contacted' }),
      ]) {
        expect(res.status).toBe(409);
        expect(res.body.error).toBe(locked);
      }
    }
    expect(dealOf(leadId)).toEqual(won);
    const list = await owner.get('/api/contacts');
    expect(list.body.submissions[0]).toMatchObject({ id: leadId, signedContract: true, contractLocked: true });
  });

  it('books and cancels a visit without moving the stage from Won', async () => {
    const { leadId } = await signedLead();
    const booked = await owner
      .put(pathTo(pipelineApi.book, { id: leadId }))
      .send({ date: '2099-03-02', startTime: '10:00', address: '12 Harbor Rd, Westport, CT 06880' });
    expect(booked.status).toBe(200);
    expect(dealOf(leadId).status).toBe('won');
    expect((await owner.delete(pathTo(pipelineApi.cancel, { id: leadId }))).status).toBe(200);
    expect(dealOf(leadId).status).toBe('won');
  });

  it('is unlocked by the homeowner cancelling: the lead is Lost, and staff may move it again', async () => {
    const { leadId, token } = await signedLead();
    expect((await request(ctx.app).post(linkPath.cancel(token)).send({})).status).toBe(200);
    expect(dealOf(leadId).status).toBe('lost');
    const list = await owner.get('/api/contacts');
    expect(list.body.submissions[0]).toMatchObject({ id: leadId, signedContract: true, contractLocked: false });
    const res = await owner.post(pathTo(pipelineApi.changeStage, { id: leadId })).send({ stage: 'contacted' });
    expect(res.status).toBe(200);
    expect(dealOf(leadId).status).toBe('contacted');
  });
});
