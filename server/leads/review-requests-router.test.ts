import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listOutbox } from '../core/mail/outbox';
import { createTestApp, runWorkerWithoutSmtp } from '../test/test-app';
import { appWithOwner } from '../test/owner-app';
import { fieldErrorAnswer } from '../test/field-error-answer';

let ctx: ReturnType<typeof createTestApp>;
let agent: TestAgent;
beforeEach(async () => {
  ({ ctx, owner: agent } = await appWithOwner({ siteUrl: 'https://closets.example' }));
  const lead = await request(ctx.app)
    .post('/api/contact')
    .send({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '203 555 0199',
      zip: '06460',
      rooms: ['Pantry'],
      message: 'Pantry pull-outs, please.',
    });
  expect(lead.status).toBe(200);
});
afterEach(() => ctx.cleanup());

const send = (body: object, id = 1) => agent.post(`/api/contacts/${id}/review-request`).send(body);
const requests = () => listOutbox(ctx.db).filter((m) => m.kind === 'review-request');

describe('POST /api/contacts/:id/review-request', { timeout: 20_000 }, () => {
  it('e-mails the homeowner a pre-filled /review link through the outbox and records when', async () => {
    const res = await send({ town: 'Milford' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, reviewRequestedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    await runWorkerWithoutSmtp(ctx.db);
    const [mail] = requests();
    expect(mail).toMatchObject({ leadId: 1, toAddress: 'dana@example.com', status: 'skipped' });
    expect(mail?.subject).toBe('How did your new storage turn out? | Shoreline Custom Closets');
    expect(mail?.body).toContain('Hello Dana,');
    expect(mail?.body).toContain('https://closets.example/review?name=Dana+W.&town=Milford');
    const list = await agent.get('/api/contacts');
    expect(list.body.submissions[0].reviewRequestedAt).toBe(res.body.reviewRequestedAt);
  });

  it('refuses a second request with 409, naming the Connecticut day of the first, unless sent again on purpose', async () => {
    expect((await send({ town: 'Milford' })).status).toBe(200);
    // As if the first had gone on Sunday 22 November 2026 at 8 pm EST, already the 23rd in UTC.
    ctx.db.$client
      .prepare('UPDATE contact_submissions SET review_requested_at = ? WHERE id = 1')
      .run('2026-11-23T01:00:00.000Z');
    const again = await send({ town: 'Milford' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      error:
        'A review request was already sent to this homeowner on November 22, 2026. Send it again only if they asked for it.',
    });
    expect(requests()).toHaveLength(1);
    const resent = await send({ town: 'Orange', resend: true });
    expect(resent.status).toBe(200);
    expect(requests()).toHaveLength(2);
    expect(requests()[1]?.body).toContain('town=Orange');
  });

  it('needs a session, a town and a known lead', async () => {
    const signedOut = await request(ctx.app).post('/api/contacts/1/review-request').send({ town: 'Milford' });
    expect(signedOut.status).toBe(401);
    const noTown = await send({ town: '  ' });
    expect(noTown.status).toBe(400);
    expect(noTown.body).toEqual(fieldErrorAnswer('town', 'Town is required'));
    const unknown = await send({ town: 'Milford' }, 99);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: 'Lead not found' });
    const cross = await agent
      .post('/api/contacts/1/review-request')
      .set('Origin', 'https://evil.example')
      .send({ town: 'Milford' });
    expect(cross.status).toBe(403);
    expect(requests()).toHaveLength(0);
  });
});
