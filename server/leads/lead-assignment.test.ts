import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../shared/business-time';
import { doubleBookedMessage } from '../../shared/pipeline';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { recordTestLead } from '../test/test-lead';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
let dana: TestAgent;
let danaId: number;
let samId: number;
let officeId: number;
const tomorrow = addDays(dayOf(new Date()), 1);

const addLead = (name: string) => recordTestLead(ctx.db, name).leadId;

const assigneeOf = (leadId: number) =>
  (
    ctx.db.$client.prepare('SELECT assigned_to FROM contact_submissions WHERE id = ?').get(leadId) as {
      assigned_to: number | null;
    }
  ).assigned_to;

const assign = (leadId: number, assignedTo: number | null, agent = owner) =>
  agent.put(`/api/contacts/${leadId}/assignment`).send({ assignedTo });
const book = (leadId: number, extra: Record<string, unknown> = {}, agent = owner) =>
  agent
    .put(`/api/contacts/${leadId}/consultation`)
    .send({ date: tomorrow, startTime: '10:00', address: '12 Harbor Rd, Westport, CT 06880', ...extra });
const names = (res: { body: { submissions: { name: string }[] } }) => res.body.submissions.map((l) => l.name);

beforeAll(async () => {
  ({ ctx, owner } = await appWithOwner());
  danaId = (await addTestStaff(ctx.db, 'designer', 'dana@example.com')).id;
  samId = (await addTestStaff(ctx.db, 'designer', 'sam@example.com')).id;
  officeId = (await addTestStaff(ctx.db, 'office', 'office@example.com')).id;
  dana = await signedInAgent(ctx.app, 'dana@example.com');
});
afterAll(() => ctx.cleanup());

describe('assigning leads', () => {
  it('the owner assigns a lead; the inbox says to whom and lists the active people to choose from', async () => {
    const id = addLead('Ada Assigned');
    const res = await assign(id, danaId);
    expect(res.status).toBe(200);
    const inbox = await owner.get('/api/contacts?q=Ada');
    expect(inbox.body.submissions[0]).toMatchObject({ name: 'Ada Assigned', assignedTo: danaId });
    expect(inbox.body.assignees.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining([danaId, samId, officeId]),
    );
    const activity = await owner.get('/api/team/activity');
    expect(activity.body.entries[0]).toMatchObject({ action: 'lead-assigned', detail: 'Assigned to Test designer' });
  });

  it('refuses a person who is not on the team or is disabled, and a lead that does not exist', async () => {
    const id = addLead('Bea Refused');
    expect((await assign(id, 9999)).body).toEqual({ success: false, error: 'Choose an active person on the team' });
    await owner.post(`/api/team/people/${samId}/disable`).send({});
    expect((await assign(id, samId)).status).toBe(400);
    await owner.post(`/api/team/people/${samId}/enable`).send({});
    expect((await assign(99_999, danaId)).status).toBe(404);
    expect((await owner.put(`/api/contacts/${id}/assignment`).send({ assignedTo: 'Dana' })).status).toBe(400);
  });

  it('a designer cannot assign leads', async () => {
    const id = addLead('Cy Mine');
    await assign(id, danaId);
    const refused = await assign(id, samId, dana);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: 'Only the owner or office can assign' });
    expect(assigneeOf(id)).toBe(danaId);
  });

  it('nor put a visit on another designer by naming them when booking: 403, and nothing changes', async () => {
    const id = addLead('Cy Visit');
    await assign(id, danaId);
    const visits = () => ctx.db.$client.prepare('SELECT COUNT(*) AS n FROM consultations WHERE lead_id = ?').get(id);
    const before = visits();
    for (const designerId of [samId, officeId, null]) {
      const refused = await book(id, { designerId }, dana);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, error: 'Only the owner or office can assign' });
    }
    expect(visits()).toEqual(before);
    expect(assigneeOf(id)).toBe(danaId);
    // Their own calendar, named or left to the default, is theirs to book.
    expect((await book(id, { designerId: danaId }, dana)).body.consultation.designerId).toBe(danaId);
    expect((await book(id, { startTime: '11:00' }, dana)).body.consultation.designerId).toBe(danaId);
    // The office may.
    const office = await signedInAgent(ctx.app, 'office@example.com');
    expect((await book(id, { designerId: samId }, office)).body.consultation.designerId).toBe(samId);
    expect(assigneeOf(id)).toBe(samId);
  });
});

describe('a designer works only the leads assigned to them', () => {
  it('lists only their leads, and counts only their new ones', async () => {
    const mine = addLead('Dot Designer');
    addLead('Eve Elsewhere');
    await assign(mine, danaId);
    const res = await dana.get('/api/contacts?pageSize=200');
    expect(res.status).toBe(200);
    expect(names(res)).toContain('Dot Designer');
    expect(names(res)).not.toContain('Eve Elsewhere');
    expect(res.body.submissions.every((l: { assignedTo: number }) => l.assignedTo === danaId)).toBe(true);
    expect(res.body.newLeads).toBe(res.body.submissions.filter((l: { status: string }) => l.status === 'new').length);
  });

  it('changes the stage of their own lead; anyone else’s answers 404 as if it did not exist', async () => {
    const mine = addLead('Fay Forward');
    const theirs = addLead('Gus Gone');
    await assign(mine, danaId);
    await assign(theirs, samId);
    expect((await dana.post(`/api/contacts/${mine}/stage`).send({ stage: 'contacted' })).status).toBe(200);
    for (const res of [
      await dana.post(`/api/contacts/${theirs}/stage`).send({ stage: 'contacted' }),
      await dana.patch(`/api/contacts/${theirs}`).send({ status: 'contacted' }),
      await book(theirs, {}, dana),
      await dana.delete(`/api/contacts/${theirs}/consultation`),
      await dana.get(`/api/contacts/${theirs}/consultation.ics`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'Lead not found' });
    }
    const unchanged = await owner.get('/api/contacts?q=Gus');
    expect(unchanged.body.submissions[0].status).toBe('new');
  });

  it('sees only their own visits and follow-ups on the agenda, and not the company figures', async () => {
    const mine = addLead('Hal Home');
    const theirs = addLead('Ivy Away');
    await assign(mine, danaId);
    await assign(theirs, samId);
    expect((await book(mine, { startTime: '08:00' }, dana)).status).toBe(200);
    expect((await book(theirs, { startTime: '08:00' })).status).toBe(200);
    const agenda = await dana.get('/api/pipeline/agenda');
    expect(agenda.body.upcoming.map((u: { firstName: string }) => u.firstName)).toEqual(['Hal']);
    const all = await owner.get('/api/pipeline/agenda');
    expect(all.body.upcoming.map((u: { firstName: string }) => u.firstName)).toEqual(
      expect.arrayContaining(['Hal', 'Ivy']),
    );
    expect((await dana.get('/api/pipeline/analytics')).status).toBe(403);
  });
});

describe('a designer per consultation', () => {
  it('defaults to the person the lead is assigned to, and can be chosen; the designer who visits gets the lead', async () => {
    const lead = addLead('Jo Default');
    await assign(lead, danaId);
    expect((await book(lead, { startTime: '12:00' })).body.consultation.designerId).toBe(danaId);
    expect((await book(lead, { startTime: '12:00', designerId: samId })).body.consultation.designerId).toBe(samId);
    expect(assigneeOf(lead)).toBe(samId);
    // Nobody chosen: the person the lead is assigned to goes.
    expect((await book(lead, { startTime: '12:00', designerId: null })).body.consultation.designerId).toBe(samId);
    expect(assigneeOf(lead)).toBe(samId);
    expect((await book(lead, { designerId: 9999 })).status).toBe(400);
  });

  it('checks double-booking per designer: two designers may visit at the same time, one may not, even when staff insist', async () => {
    const [a, b, c] = [addLead('Kim First'), addLead('Lou Second'), addLead('Max Third')];
    expect((await book(a, { startTime: '15:00', designerId: danaId })).status).toBe(200);
    expect((await book(b, { startTime: '15:00', designerId: samId })).status).toBe(200);
    const clash = await book(c, { startTime: '15:30', designerId: danaId });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(doubleBookedMessage);
    expect((await book(c, { startTime: '15:30', designerId: danaId, confirmOverlap: true })).status).toBe(409);
    expect((await book(c, { startTime: '15:30', designerId: null, confirmOverlap: true })).status).toBe(200);
  });
});
