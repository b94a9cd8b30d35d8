import type { Request } from 'express';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../shared/business-time';
import { recordActivity } from '../core/activity/activity-log';
import { withoutPersonalData } from './forget-lead';
import { createTestApp } from '../test/test-app';
import { recordTestLead } from '../test/test-lead';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
beforeEach(async () => ({ ctx, owner } = await appWithOwner()));
afterEach(() => ctx.cleanup());

type Line = { action: string; subject_type: string; subject_id: number; lead_id: number | null; detail: string | null };
const lines = () =>
  ctx.db.$client
    .prepare('SELECT action, subject_type, subject_id, lead_id, detail FROM activity_log ORDER BY id')
    .all() as Line[];
const everyText = () => JSON.stringify(ctx.db.$client.prepare('SELECT * FROM activity_log').all());

describe('deleting a lead keeps its lines in the activity record, without the homeowner’s personal data', () => {
  it('each line stays with its action, subject and lead id; name, e-mail, phone and address are gone', async () => {
    const { leadId } = recordTestLead(ctx.db, 'Priya Castellano', { phone: '(203) 555-0188' });
    const kept = recordTestLead(ctx.db, 'Other Homeowner').leadId;
    const address = '41 Compo Beach Rd, Westport, CT 06880';
    await owner.post(`/api/contacts/${leadId}/stage`).send({ stage: 'contacted' }).expect(200);
    const tomorrow = addDays(dayOf(new Date()), 1);
    await owner
      .put(`/api/contacts/${leadId}/consultation`)
      .send({ date: tomorrow, startTime: '10:00', address })
      .expect(200);
    // A line whose detail repeats what the homeowner gave (a note, a future route, a person's own words).
    const req = { ip: '203.0.113.9' } as Request;
    recordActivity(ctx.db, req, {
      action: 'lead-stage',
      actorId: 1,
      subjectType: 'lead',
      subjectId: leadId,
      leadId,
      detail: `Called Priya at (203) 555-0188 and priya.castellano@example.com about 41 Compo Beach Rd`,
    });
    await owner.post(`/api/contacts/${kept}/stage`).send({ stage: 'contacted' }).expect(200);
    const before = lines().filter((l) => l.lead_id === leadId);
    expect(before.map((l) => l.action)).toEqual(['lead-stage', 'consultation-booked', 'lead-stage']);

    await owner.delete(`/api/contacts/${leadId}`).expect(200);

    const after = lines().filter((l) => l.subject_type === 'lead' && l.subject_id === leadId);
    expect(after.map((l) => [l.action, l.lead_id])).toEqual([
      ['lead-stage', null],
      ['consultation-booked', null],
      ['lead-stage', null],
      ['lead-deleted', null],
    ]);
    expect(after[0]!.detail).toBe('Contacted');
    expect(after[2]!.detail).toBe(
      'Called [removed] at [removed] and [removed] about [removed] [removed] [removed] [removed]',
    );
    for (const personal of ['Priya', 'Castellano', '555-0188', 'priya.castellano', 'Compo']) {
      expect(everyText()).not.toContain(personal);
    }
    // Another lead's lines are untouched.
    expect(lines().filter((l) => l.lead_id === kept)).toHaveLength(1);
    // And the Team page's record still lists them.
    const record = (await owner.get('/api/team/activity')).body.entries.map((e: { action: string }) => e.action);
    expect(record.filter((a: string) => a === 'lead-stage')).toHaveLength(3);
  });

  it('takes out whole values and the words of names and addresses, in any case, only as whole words', () => {
    const data = ['Jo Ann Smith', 'jo@example.com', '203-555-0100', null];
    expect(withoutPersonalData('Spoke with JO ANN SMITH (jo@example.com, 203-555-0100)', data)).toBe(
      'Spoke with [removed] ([removed], [removed])',
    );
    expect(withoutPersonalData('Smith asked; Joanna and Annex are other words', data)).toBe(
      '[removed] asked; Joanna and Annex are other words',
    );
    expect(withoutPersonalData('Quote $4,200.00', data)).toBe('Quote $4,200.00');
  });
});
