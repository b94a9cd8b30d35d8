import request from 'supertest';
import { asBuffer } from '../test/as-buffer';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordLead, type NewLead } from './lead-store';
import { noSmtpReason } from '../core/mail/outbox';
import { leadMail } from './lead-mail';
import { signedInAgent, useTestPassword } from '../test/admin-agent';
import { defaultMailSettings } from '../core/mail/email';
import { createTestApp, runWorkerWithoutSmtp } from '../test/test-app';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let agent: TestAgent;
beforeEach(async () => ({ ctx, owner: agent } = await appWithOwner({ seed: true })));
afterEach(() => ctx.cleanup());

function addLead(n: number, extra: Partial<NewLead> = {}) {
  const { leadId } = recordLead(
    ctx.db,
    {
      name: `Homeowner ${n}`,
      email: `owner${n}@example.com`,
      phone: `(203) 555-${String(1000 + n).padStart(4, '0')}`,
      zip: n % 2 ? '06880' : '06510',
      rooms: ['Pantry', 'Garage'],
      message: `Message ${n}`,
      isSpam: false,
      ...extra,
    },
    leadMail('http://localhost', defaultMailSettings),
  );
  // Distinct, increasing timestamps so "newest first" is observable.
  const at = new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
  ctx.db.$client.prepare('UPDATE contact_submissions SET created_at = ? WHERE id = ?').run(at, leadId);
  return leadId;
}

describe('leads inbox API', () => {
  it('lists leads newest first in the spec shape, without spam', async () => {
    for (let n = 1; n <= 3; n++) addLead(n);
    addLead(4, { isSpam: true });
    const res = await agent.get('/api/contacts');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.submissions.map((s: { name: string }) => s.name)).toEqual([
      'Homeowner 3',
      'Homeowner 2',
      'Homeowner 1',
    ]);
    expect(Object.keys(res.body.submissions[0]).sort()).toEqual(
      [
        ...[
          'email',
          'id',
          'message',
          'money',
          'name',
          'phone',
          'receivedAt',
          'reviewRequestedAt',
          'rooms',
          'status',
          'zip',
          'assignedTo',
        ],
        ...['landingPath', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign', 'formPath', 'emails'],
        'spacePhotos',
        'plan',
        'signedContract',
        'contractLocked',
      ].sort(),
    );
    expect(res.body.submissions[0]).toMatchObject({ rooms: ['Pantry', 'Garage'], status: 'new' });
  });

  it('each lead lists its e-mails with their outbox status, and says whether mail is configured', async () => {
    const skipped = addLead(1);
    await runWorkerWithoutSmtp(ctx.db);
    const queued = addLead(2);
    const outbox = ctx.db.$client.prepare(
      'UPDATE mail_outbox SET status = ?, last_error = ?, sent_at = ? WHERE lead_id = ?',
    );
    outbox.run('pending', null, null, queued);
    const sent = addLead(3);
    outbox.run('sent', null, '2026-01-01T00:10:00.000Z', sent);
    const failed = addLead(4);
    outbox.run('failed', '550 mailbox unavailable', null, failed);
    const res = await agent.get('/api/contacts');
    expect(res.body.mailConfigured).toBe(false);
    const emailsOf = (id: number) =>
      (res.body.submissions as { id: number; emails: unknown[] }[]).find((l) => l.id === id)?.emails;
    const notice = { kind: 'lead-notification', toAddress: 'design@shorelineclosets.com' };
    expect(emailsOf(skipped)).toEqual([
      { ...notice, status: 'skipped', reason: noSmtpReason, createdAt: expect.any(String), sentAt: null },
    ]);
    expect(emailsOf(queued)).toEqual([
      { ...notice, status: 'queued', reason: null, createdAt: expect.any(String), sentAt: null },
    ]);
    expect(emailsOf(sent)).toMatchObject([{ status: 'sent', reason: null, sentAt: '2026-01-01T00:10:00.000Z' }]);
    expect(emailsOf(failed)).toMatchObject([{ status: 'failed', reason: '550 mailbox unavailable' }]);

    // With SMTP_URL set, the mail settings say so; an app beside it keeps its own answer.
    const withSmtp = createTestApp({ mail: { configured: true } });
    await useTestPassword(withSmtp.db);
    expect((await (await signedInAgent(withSmtp.app)).get('/api/contacts')).body.mailConfigured).toBe(true);
    expect((await agent.get('/api/contacts')).body.mailConfigured).toBe(false);
    await withSmtp.cleanup();
  });

  it('bracketed query keys stay flat strings, so a search cannot be turned into an object', async () => {
    addLead(1);
    addLead(2);
    const nested = await agent.get('/api/contacts?q[$ne]=x&page[gt]=0');
    expect(nested.status).toBe(200);
    expect(nested.body.total).toBe(2);
    const searched = await agent.get('/api/contacts?q=owner1@');
    expect(searched.body.submissions.map((s: { name: string }) => s.name)).toEqual(['Homeowner 1']);
  });

  it('pages through leads with a total', async () => {
    for (let n = 1; n <= 7; n++) addLead(n);
    const page1 = await agent.get('/api/contacts?page=1&pageSize=3');
    const page3 = await agent.get('/api/contacts?page=3&pageSize=3');
    expect(page1.body).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(page1.body.submissions.map((s: { name: string }) => s.name)).toEqual([
      'Homeowner 7',
      'Homeowner 6',
      'Homeowner 5',
    ]);
    expect(page3.body.submissions.map((s: { name: string }) => s.name)).toEqual(['Homeowner 1']);
    for (const bad of ['page=0', 'page=x', 'pageSize=201', 'pageSize=-1', 'page=1&page=2']) {
      expect((await agent.get(`/api/contacts?${bad}`)).status).toBe(400);
    }
  });

  it('searches name, e-mail, phone (formatted or digits) and ZIP', async () => {
    for (let n = 1; n <= 4; n++) addLead(n);
    addLead(5, { name: 'Spammy Match', isSpam: true });
    const names = async (q: string) =>
      (await agent.get('/api/contacts').query({ q })).body.submissions.map((s: { name: string }) => s.name);
    expect(await names('homeowner 2')).toEqual(['Homeowner 2']);
    expect(await names('OWNER3@EXAMPLE')).toEqual(['Homeowner 3']);
    expect(await names('555-1004')).toEqual(['Homeowner 4']);
    expect(await names('2035551001')).toEqual(['Homeowner 1']);
    expect(await names('06510')).toEqual(['Homeowner 4', 'Homeowner 2']);
    expect(await names('Spammy')).toEqual([]);
    expect(await names('%')).toEqual([]);
    // Digits inside words are not a phone number: "E2E Lead x0355" holds 20355, as every phone here does.
    expect(await names('E2E Lead x0355')).toEqual([]);
    expect((await agent.get('/api/contacts').query({ q: '06510' })).body.total).toBe(2);
  });

  it('sets a lead to contacted and back to new', async () => {
    const lead = addLead(1);
    const res = await agent.patch(`/api/contacts/${lead}`).send({ status: 'contacted' });
    expect(res.status).toBe(200);
    expect(res.body.submission).toMatchObject({ id: lead, status: 'contacted' });
    expect(ctx.db.$client.prepare('SELECT status FROM contact_submissions WHERE id = ?').get(lead)).toEqual({
      status: 'contacted',
    });
    expect((await agent.patch(`/api/contacts/${lead}`).send({ status: 'new' })).body.submission.status).toBe('new');
    expect((await agent.patch(`/api/contacts/${lead}`).send({ status: 'done' })).status).toBe(400);
    expect((await agent.patch(`/api/contacts/${lead}`).send({})).status).toBe(400);
    expect((await agent.patch('/api/contacts/abc').send({ status: 'new' })).status).toBe(400);
    const missing = await agent.patch('/api/contacts/999999').send({ status: 'new' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: 'Lead not found' });
    const spam = addLead(2, { isSpam: true });
    expect((await agent.patch(`/api/contacts/${spam}`).send({ status: 'contacted' })).status).toBe(404);
  });

  it('exports CSV for Excel: BOM, CRLF, attachment, formula-looking cells neutralised', async () => {
    addLead(1, { name: '=HYPERLINK("http://evil.example","Click")', message: '+1 call me\r\nafter 5, "please"' });
    addLead(2, { name: '@SUM(A1)', message: '-2 closets' });
    addLead(3, { isSpam: true, name: 'Spam Row' });
    const res = await asBuffer(agent.get('/api/contacts.csv'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?consultation-requests-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.subarray(3).toString('utf8');
    expect(
      text.startsWith(
        'Received (ET),Name,Email,Phone,ZIP,Rooms,Message,Stage,' +
          'Source,UTM source,UTM medium,UTM campaign,Referrer,Landing page,Form page,' +
          'Stage changed (ET),Consultation (ET),Consultation address,Consultation cancelled (ET),' +
          'Quote ($),Follow up on,Final amount ($),Lost reason,Planned space,Estimate\r\n',
      ),
    ).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain("'@SUM(A1)");
    expect(text).toContain("'-2 closets");
    expect(text).toContain(`"'+1 call me\r\nafter 5, ""please"""`);
    expect(text).toContain('Pantry; Garage');
    expect(text).not.toContain('Spam Row');
    expect(text).not.toMatch(/[^\r]\n/);
    const records = text.trimEnd().split(/\r\n(?=\d{4}-|$)/);
    expect(records).toHaveLength(3);
  });

  it('filters the inbox and the CSV by source, and lists every source', async () => {
    const newsletter = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' };
    const source = { ...newsletter, landingPath: '/city/westport', formPath: '/contact' };
    addLead(1, { source });
    addLead(2, { source: { referrerHost: 'www.google.com', landingPath: '/custom-closets', formPath: '/contact' } });
    addLead(3);
    addLead(4, { source, isSpam: true, name: 'Spam Row' });
    const all = await agent.get('/api/contacts');
    expect(all.body.sources).toEqual(['Direct', 'newsletter', 'www.google.com']);
    const names = async (query: string) =>
      (await agent.get(`/api/contacts?${query}`)).body.submissions.map((s: { name: string }) => s.name);
    expect(await names('source=newsletter')).toEqual(['Homeowner 1']);
    expect(await names('source=www.google.com')).toEqual(['Homeowner 2']);
    expect(await names('source=Direct')).toEqual(['Homeowner 3']);
    expect(await names('source=nowhere')).toEqual([]);
    expect(await names('source=newsletter&q=owner2')).toEqual([]);
    const first = (await agent.get('/api/contacts?source=newsletter')).body.submissions[0];
    expect(first).toMatchObject({ ...source, referrerHost: null });

    const csv = await agent.get('/api/contacts.csv?source=newsletter');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith(',New,newsletter,newsletter,email,spring,,/city/westport,/contact,,,,,,,,,,')).toBe(true);
    const direct = await agent.get('/api/contacts.csv?source=Direct');
    expect(direct.text.trimEnd().split('\r\n')[1]?.endsWith(',New,Direct,,,,,,,,,,,,,,,,')).toBe(true);
  });

  it('names the CSV after the Connecticut day and gives each lead its Connecticut time', async () => {
    const sunday = addLead(1);
    ctx.db.$client
      .prepare('UPDATE contact_submissions SET created_at = ? WHERE id = ?')
      .run('2026-11-23T01:00:00.000Z', sunday); // Sunday 22 November, 8 pm EST
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-23T04:30:00Z')); // 11:30 pm EST, still Sunday
      const res = await agent.get('/api/contacts.csv');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename=consultation-requests-2026-11-22.csv');
      const row = res.text.replace(/^\uFEFF/, '').split('\r\n')[1];
      expect(row?.startsWith('2026-11-22 20:00,Homeowner 1,owner1@example.com,')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the CSV needs a session too', async () => {
    expect((await request(ctx.app).get('/api/contacts.csv')).status).toBe(401);
  });
});
