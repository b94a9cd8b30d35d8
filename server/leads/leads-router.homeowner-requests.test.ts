import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noLeadSource } from '../../shared/lead-source-label';
import { recordLead } from './lead-store';
import { leadMail } from './lead-mail';
import { defaultMailSettings } from '../core/mail/email';
import { createTestApp } from '../test/test-app';
import { addTestMail } from '../test/test-mail';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let agent: TestAgent;
beforeEach(async () => ({ ctx, owner: agent } = await appWithOwner()));
afterEach(() => ctx.cleanup());

function addLead(name: string, email: string, isSpam = false) {
  const lead = { name, email, phone: '(203) 555-0147', zip: '06880', rooms: ['Pantry' as const] };
  const { leadId } = recordLead(
    ctx.db,
    { ...lead, message: `Request from ${name}`, isSpam },
    leadMail('http://localhost', defaultMailSettings),
  );
  const { receivedAt } = ctx.db.$client
    .prepare('SELECT created_at AS receivedAt FROM contact_submissions WHERE id = ?')
    .get(leadId) as { receivedAt: string };
  return { id: leadId, receivedAt };
}

const addMail = (leadId: number) =>
  addTestMail(ctx.db, leadId, { subject: `New request ${leadId}`, body: 'Lead details' });

const count = (table: string) =>
  (ctx.db.$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const mailLeadIds = () =>
  (ctx.db.$client.prepare('SELECT lead_id FROM mail_outbox ORDER BY id').all() as { lead_id: number }[]).map(
    (r) => r.lead_id,
  );

describe('DELETE /api/contacts/:id', () => {
  it('deletes the lead and its outbox rows, and nothing else', async () => {
    const gone = addLead('Dana', 'dana@example.com');
    const kept = addLead('Lee', 'lee@example.com');
    addMail(gone.id);
    addMail(gone.id);
    addMail(kept.id);
    const rowsOf = (id: number) => mailLeadIds().filter((leadId) => leadId === id).length;
    expect(rowsOf(gone.id)).toBe(3); // its notification (skipped: no SMTP here) and the two added
    const keptRows = rowsOf(kept.id);

    const res = await agent.delete(`/api/contacts/${gone.id}`);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(count('contact_submissions')).toBe(1);
    expect(mailLeadIds()).toEqual(Array<number>(keptRows).fill(kept.id));
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    const missing = await agent.delete('/api/contacts/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: 'Lead not found' });
    const bad = await agent.delete('/api/contacts/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Please check the form: Lead id must be a positive whole number');
  });

  it('answers 401 signed out and 403 cross-origin, deleting nothing', async () => {
    const lead = addLead('Dana', 'dana@example.com');
    const signedOut = await request(ctx.app).delete(`/api/contacts/${lead.id}`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ success: false, error: 'Sign in to continue' });
    const crossSite = await agent.delete(`/api/contacts/${lead.id}`).set('Sec-Fetch-Site', 'cross-site');
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ success: false, error: 'Cross-origin requests are not allowed' });
    const otherOrigin = await agent.delete(`/api/contacts/${lead.id}`).set('Origin', 'https://evil.example');
    expect(otherOrigin.status).toBe(403);
    expect(count('contact_submissions')).toBe(1);
  });
});

describe('POST /api/contacts/by-email', () => {
  it('returns every lead stored for the address, spam included, whatever the case, oldest first', async () => {
    const first = addLead('Dana Whitfield', 'Dana@Example.com');
    addLead('Someone Else', 'other@example.com');
    addLead('Dana W', 'dana@example.com', true);
    addLead('Not Dana', 'dana@example.com.evil');
    const review = {
      customerName: 'Dana W.',
      location: 'Westport',
      projectType: 'Pantry Storage',
      rating: '5',
      reviewText: 'The pantry pull-outs changed how we cook. Installed in a day, spotless afterwards.',
      consent: true,
    };
    await request(ctx.app)
      .post('/api/testimonials')
      .send({ ...review, email: 'dana@EXAMPLE.com' })
      .expect(200);
    await request(ctx.app)
      .post('/api/testimonials')
      .send({ ...review, email: 'someone@example.com', reviewText: `${review.reviewText} Also the garage.` })
      .expect(200);

    const res = await agent.post('/api/contacts/by-email').send({ email: '  DANA@example.COM ' });

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.email).toBe('DANA@example.COM');
    expect(res.body.leads.map((l: { name: string; isSpam: boolean }) => [l.name, l.isSpam])).toEqual([
      ['Dana Whitfield', false],
      ['Dana W', true],
    ]);
    expect(res.body.leads[0]).toEqual({
      id: first.id,
      name: 'Dana Whitfield',
      email: 'Dana@Example.com',
      phone: '(203) 555-0147',
      zip: '06880',
      rooms: ['Pantry'],
      message: 'Request from Dana Whitfield',
      status: 'new',
      receivedAt: first.receivedAt,
      reviewRequestedAt: null,
      assignedTo: null,
      isSpam: false,
      // Where the visit came from is part of what is stored (none was sent with this lead).
      ...noLeadSource,
      // Photos of the space added on the booking page (none here; see booking/space-photo-upload.test.ts).
      spacePhotos: [],
      // The plan sent from /plan (none here; see contact-plan.test.ts).
      plan: null,
    });
    // Reviews left with the address are part of the answer, with the e-mail staff see.
    expect(res.body.reviews).toHaveLength(1);
    expect(res.body.reviews[0]).toMatchObject({
      customerName: 'Dana W.',
      location: 'Westport',
      email: 'dana@example.com',
      approved: 'false',
    });
  });

  it('answers an empty list for an address with nothing stored', async () => {
    const res = await agent.post('/api/contacts/by-email').send({ email: 'nobody@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: 'nobody@example.com', leads: [], reviews: [], pipeline: {} });
  });

  it('refuses a missing or malformed address and needs a session', async () => {
    const missing = await agent.post('/api/contacts/by-email').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Please check the form: Enter the e-mail address to look up');
    const malformed = await agent.post('/api/contacts/by-email').send({ email: 'dana' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('Please check the form: Enter a valid e-mail address');
    const signedOut = await request(ctx.app).post('/api/contacts/by-email').send({ email: 'dana@example.com' });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ success: false, error: 'Sign in to continue' });
  });
});
