import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../shared/business-time';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { recordTestLead } from '../test/test-lead';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
let leaving: number;
let taking: number;

const addLead = (name: string) => recordTestLead(ctx.db, name, { rooms: ['Garage'] }).leadId;

beforeAll(async () => {
  ({ ctx, owner } = await appWithOwner());
  leaving = (await addTestStaff(ctx.db, 'designer', 'leaving@example.com')).id;
  taking = (await addTestStaff(ctx.db, 'designer', 'taking@example.com')).id;
});
afterAll(() => ctx.cleanup());

describe('handing over a person’s open work before they leave', () => {
  it('lists their open leads and coming visits, then moves them all in one step; won work stays theirs', async () => {
    const [open, booked, won] = [addLead('Ana Open'), addLead('Ben Booked'), addLead('Cal Closed')];
    for (const id of [open, booked, won])
      await owner.put(`/api/contacts/${id}/assignment`).send({ assignedTo: leaving });
    await owner
      .put(`/api/contacts/${booked}/consultation`)
      .send({ date: addDays(dayOf(new Date()), 2), startTime: '09:00', address: '4 Elm St, Milford, CT 06460' });
    await owner.post(`/api/contacts/${won}/stage`).send({ stage: 'won', finalCents: 420_000 });

    const before = await owner.get(`/api/team/people/${leaving}/open-work`);
    expect(before.body.leads.map((l: { name: string }) => l.name).sort()).toEqual(['Ana Open', 'Ben Booked']);
    expect(before.body.consultations).toMatchObject([{ leadId: booked, name: 'Ben Booked' }]);

    const moved = await owner.post(`/api/team/people/${leaving}/handover`).send({ to: taking });
    expect(moved.body).toEqual({ success: true, leads: 2, consultations: 1 });
    expect((await owner.get(`/api/team/people/${leaving}/open-work`)).body).toEqual({ leads: [], consultations: [] });
    const after = await owner.get(`/api/team/people/${taking}/open-work`);
    expect(after.body.leads).toHaveLength(2);
    expect(after.body.consultations).toHaveLength(1);
    const inbox = await owner.get('/api/contacts?q=Cal Closed');
    expect(inbox.body.submissions[0]).toMatchObject({ status: 'won', assignedTo: leaving });
    const activity = await owner.get('/api/team/activity');
    expect(activity.body.entries[0]).toMatchObject({
      action: 'work-handed-over',
      detail: '2 leads and 1 consultation to Test designer',
    });
  });

  it('refuses handing to the same person, a disabled one, or nobody; only the owner may', async () => {
    expect((await owner.post(`/api/team/people/${leaving}/handover`).send({ to: leaving })).status).toBe(400);
    expect((await owner.post(`/api/team/people/${leaving}/handover`).send({})).status).toBe(400);
    expect((await owner.post(`/api/team/people/9999/handover`).send({ to: taking })).status).toBe(404);
    await owner.post(`/api/team/people/${taking}/disable`).send({});
    expect((await owner.post(`/api/team/people/${leaving}/handover`).send({ to: taking })).status).toBe(400);
    await owner.post(`/api/team/people/${taking}/enable`).send({});
    const designer = await signedInAgent(ctx.app, 'leaving@example.com');
    expect((await designer.get(`/api/team/people/${leaving}/open-work`)).status).toBe(403);
    expect((await designer.post(`/api/team/people/${leaving}/handover`).send({ to: taking })).status).toBe(403);
  });
});
