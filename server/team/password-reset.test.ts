import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgotPasswordAnswer } from '../../shared/team';
import { createApp } from '../app';
import { fromSitePage } from '../test/from-site-page';
import { listOutbox } from '../core/mail/outbox';
import { addTestStaff, signedInAgent, testAdminPassword, testOwnerEmail } from '../test/admin-agent';
import { tableContents } from '../test/table-contents';
import { createTestApp } from '../test/test-app';
import { appWithOwnerAccount } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(async () => {
  ctx = await appWithOwnerAccount({ siteUrl: 'https://closets.example' });
});
afterEach(() => ctx.cleanup());

const newPassword = 'cedar drawers and soft-close hinges';
const minuteMs = 60_000;

const forgot = (email: string) => request(ctx.app).post('/api/admin/forgot-password').send({ email });
const resetMail = () => listOutbox(ctx.db).filter((row) => row.kind === 'password-reset');
const resets = () =>
  ctx.db.$client.prepare("SELECT * FROM verifications WHERE purpose = 'password-reset' ORDER BY id").all() as {
    token_hash: string;
    expires_at: string;
    created_at: string;
  }[];

/** Asks for a link for `email` and returns the token the e-mail carries. */
async function requestLink(email = testOwnerEmail): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  const body = resetMail().at(-1)?.body ?? '';
  return /\?reset=([\w-]+)/.exec(body)?.[1] ?? '';
}

describe('POST /api/admin/forgot-password', () => {
  it('answers the same for an active, a disabled and an unknown e-mail; only the active one gets mail', async () => {
    const office = await addTestStaff(ctx.db, 'office');
    ctx.db.$client.prepare("UPDATE staff SET status = 'disabled' WHERE id = ?").run(office.id);
    for (const email of [' Owner@Example.com ', office.email, 'nobody@example.com']) {
      const res = await forgot(email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: forgotPasswordAnswer });
    }
    const mail = resetMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ toAddress: testOwnerEmail, status: 'pending', leadId: null });
    expect(mail[0]?.body).toMatch(/https:\/\/closets\.example\/admin\?reset=[\w-]{43}\n/);
    expect(mail[0]?.body).toContain('The link works once, for 30 minutes.');
    expect(resets()).toHaveLength(1);
  });

  it('stores only a hash of the one-time link, valid 30 minutes', async () => {
    const token = await requestLink();
    const [row] = resets();
    expect(JSON.stringify(row)).not.toContain(token);
    const lifetime = Date.parse(row!.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(30 * minuteMs - 60_000);
    expect(lifetime).toBeLessThanOrEqual(30 * minuteMs);
  });

  it('a malformed body is a 400 naming the field', async () => {
    const res = await request(ctx.app).post('/api/admin/forgot-password').send({ email: '' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.email).toEqual(['E-mail is required']);
    expect((await request(ctx.app).post('/api/admin/forgot-password').send({ email: 'a@b.c', x: 1 })).status).toBe(400);
    expect(resetMail()).toEqual([]);
  });

  it('a newer request makes the older link dead', async () => {
    const first = await requestLink();
    const second = await requestLink();
    expect((await request(ctx.app).get(`/api/password-resets/${first}`)).body).toEqual({ state: 'unusable' });
    expect((await request(ctx.app).post(`/api/password-resets/${first}`).send({ password: newPassword })).status).toBe(
      410,
    );
    expect((await request(ctx.app).get(`/api/password-resets/${second}`)).body).toEqual({
      state: 'valid',
      email: testOwnerEmail,
    });
  });

  it('is rate limited per IP, counting every request', async () => {
    const app = fromSitePage(createApp({ db: ctx.db, logError: () => {}, rateLimits: { login: 3 } }));
    for (const email of ['a@example.com', 'b@example.com', testOwnerEmail])
      await request(app).post('/api/admin/forgot-password').send({ email }).expect(200);
    const limited = await request(app).post('/api/admin/forgot-password').send({ email: 'c@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      error: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    });
    expect(resetMail()).toHaveLength(1);
  });

  it('is rate limited per account, from any address', async () => {
    const app = fromSitePage(createApp({ db: ctx.db, logError: () => {}, rateLimits: { login: 3 }, trustProxy: 1 }));
    const from = (ip: string) => request(app).post('/api/admin/forgot-password').set('X-Forwarded-For', ip);
    for (let i = 0; i < 3; i++)
      await from(`203.0.113.${i + 1}`)
        .send({ email: testOwnerEmail })
        .expect(200);
    await from('203.0.113.9').send({ email: 'OWNER@example.com' }).expect(429);
    await from('203.0.113.10').send({ email: 'office@example.com' }).expect(200);
    expect(resetMail()).toHaveLength(3);
  });
});

describe('the reset link', () => {
  it('opening it (GET) changes nothing', async () => {
    const token = await requestLink();
    const before = tableContents(ctx.db);
    for (let i = 0; i < 3; i++) {
      const look = await request(ctx.app).get(`/api/password-resets/${token}`);
      expect(look.body).toEqual({ state: 'valid', email: testOwnerEmail });
      expect(look.headers['cache-control']).toBe('no-store');
    }
    expect((await request(ctx.app).get('/api/password-resets/not-a-token')).body).toEqual({ state: 'unusable' });
    expect(tableContents(ctx.db)).toBe(before);
  });

  it('sets the new password once, ends every session of that person, and signs nobody in', async () => {
    const office = await addTestStaff(ctx.db, 'office');
    const ownerSession = await signedInAgent(ctx.app);
    const officeSession = await signedInAgent(ctx.app, office.email);
    const token = await requestLink();

    const visitor = request.agent(ctx.app);
    const res = await visitor.post(`/api/password-resets/${token}`).send({ password: newPassword });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await visitor.get('/api/admin/session')).body).toEqual({ authenticated: false });

    expect((await ownerSession.get('/api/team')).status).toBe(401);
    expect((await officeSession.get('/api/contacts')).status).toBe(200);

    const signIn = (password: string) =>
      request(ctx.app).post('/api/admin/login').send({ email: testOwnerEmail, password });
    expect((await signIn(testAdminPassword)).status).toBe(401);
    expect((await signIn(newPassword)).status).toBe(200);

    // The link works once.
    expect((await request(ctx.app).get(`/api/password-resets/${token}`)).body).toEqual({ state: 'unusable' });
    const again = await request(ctx.app).post(`/api/password-resets/${token}`).send({ password: newPassword });
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ success: false, error: 'This link no longer works' });
  });

  it('refuses a short or common password with its reason, and the link still works', async () => {
    const token = await requestLink();
    const short = await request(ctx.app).post(`/api/password-resets/${token}`).send({ password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors.password).toEqual(['Use at least 12 characters']);
    const common = await request(ctx.app).post(`/api/password-resets/${token}`).send({ password: 'qwertyuiop123' });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({
      error: 'This password is too common. Choose another.',
      fieldErrors: { password: ['This password is too common. Choose another.'] },
    });
    expect((await request(ctx.app).get(`/api/password-resets/${token}`)).body.state).toBe('valid');
  });

  it('an expired link answers like any other unusable link, and 410', async () => {
    const token = await requestLink();
    ctx.db.$client
      .prepare("UPDATE verifications SET expires_at = ? WHERE purpose = 'password-reset'")
      .run(new Date(Date.now() - 1000).toISOString());
    expect((await request(ctx.app).get(`/api/password-resets/${token}`)).body).toEqual({ state: 'unusable' });
    expect((await request(ctx.app).post(`/api/password-resets/${token}`).send({ password: newPassword })).status).toBe(
      410,
    );
  });

  it('a person disabled after asking cannot use the link', async () => {
    const office = await addTestStaff(ctx.db, 'office');
    const token = await requestLink(office.email);
    ctx.db.$client.prepare("UPDATE staff SET status = 'disabled' WHERE id = ?").run(office.id);
    expect((await request(ctx.app).get(`/api/password-resets/${token}`)).body).toEqual({ state: 'unusable' });
    expect((await request(ctx.app).post(`/api/password-resets/${token}`).send({ password: newPassword })).status).toBe(
      410,
    );
  });
});
