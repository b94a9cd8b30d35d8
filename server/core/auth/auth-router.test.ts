import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import fs from 'node:fs';
import path from 'node:path';
import { prepareAdminPassword, setAdminPassword, verifyAdminPassword } from './admin-password';
import { getSetting, settingKeys } from '../db/app-settings';
import { signedInAgent, testAdminPassword, useTestPassword } from '../../test/admin-agent';
import { createTestApp } from '../../test/test-app';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(async () => {
  ctx = createTestApp();
  await useTestPassword(ctx.db);
});
afterEach(() => ctx.cleanup());

const pendingId = () =>
  (ctx.db.$client.prepare("SELECT id FROM testimonials WHERE approved = 'false' LIMIT 1").get() as { id: number }).id;
const sessionCount = () =>
  (ctx.db.$client.prepare('SELECT count(*) AS n FROM admin_sessions').get() as { n: number }).n;

describe('without a session', () => {
  it('leads, testimonial changes and metrics answer 401 JSON', async () => {
    const id = pendingId();
    const calls = [
      request(ctx.app).get('/api/contacts'),
      request(ctx.app).get('/api/contacts.csv'),
      request(ctx.app).patch('/api/contacts/1').send({ status: 'contacted' }),
      request(ctx.app).patch(`/api/testimonials/${id}`).send({ approved: 'true' }),
      request(ctx.app).delete(`/api/testimonials/${id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.type).toBe('application/json');
      expect(res.body).toEqual({ success: false, error: 'Sign in to continue' });
    }
    const left = ctx.db.$client.prepare('SELECT approved FROM testimonials WHERE id = ?');
    expect(left.get(id)).toEqual({ approved: 'false' });
  });

  it('GET /api/testimonials lists only approved testimonials; signed in, all of them', async () => {
    const total = (ctx.db.$client.prepare('SELECT count(*) AS n FROM testimonials').get() as { n: number }).n;
    const pub = await request(ctx.app).get('/api/testimonials');
    expect(pub.body.testimonials.length).toBeGreaterThan(0);
    expect(pub.body.testimonials.every((t: { approved: string }) => t.approved === 'true')).toBe(true);
    expect(pub.body.testimonials.length).toBeLessThan(total);
    const agent = await signedInAgent(ctx.app);
    const all = await agent.get('/api/testimonials');
    expect(all.body.testimonials).toHaveLength(total);
  });

  it('session state says signed out and sets no cookie', async () => {
    const res = await request(ctx.app).get('/api/admin/session');
    expect(res.body).toEqual({ authenticated: false });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('sign-in', () => {
  it('the right password opens a session in an httpOnly, SameSite cookie', async () => {
    const agent = request.agent(ctx.app);
    const res = await agent.post('/api/admin/login').send({ password: testAdminPassword });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ authenticated: true });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/closets_admin=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Expires=/);
    expect(cookie).not.toMatch(/Secure/);
    expect((await agent.get('/api/admin/session')).body).toEqual({ authenticated: true });
    expect((await agent.get('/api/contacts')).status).toBe(200);
    expect(sessionCount()).toBe(1);
  });

  it('a wrong password is refused with 401 and no session', async () => {
    const res = await request(ctx.app).post('/api/admin/login').send({ password: 'not the password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Incorrect password' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(sessionCount()).toBe(0);
  });

  it('a malformed sign-in body is a 400', async () => {
    expect((await request(ctx.app).post('/api/admin/login').send({})).status).toBe(400);
    expect((await request(ctx.app).post('/api/admin/login').send({ password: 5 })).status).toBe(400);
  });

  it('signing in again replaces the session id (no fixation)', async () => {
    const agent = await signedInAgent(ctx.app);
    const before = ctx.db.$client.prepare('SELECT sid FROM admin_sessions').all();
    await agent.post('/api/admin/login').send({ password: testAdminPassword }).expect(200);
    const after = ctx.db.$client.prepare('SELECT sid FROM admin_sessions').all();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });

  it('failed attempts are rate limited per IP; successful ones do not count', async () => {
    const app = createApp({ db: ctx.db, logError: () => {}, rateLimits: { login: 3 } });
    await request(app).post('/api/admin/login').send({ password: testAdminPassword }).expect(200);
    for (let i = 0; i < 3; i++)
      await request(app).post('/api/admin/login').send({ password: 'wrong guess' }).expect(401);
    const limited = await request(app).post('/api/admin/login').send({ password: testAdminPassword });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many sign-in attempts/);
  });

  it('the default limit is 10 failed attempts', async () => {
    for (let i = 0; i < 10; i++) {
      await request(ctx.app).post('/api/admin/login').send({ password: 'wrong guess' }).expect(401);
    }
    await request(ctx.app).post('/api/admin/login').send({ password: 'wrong guess' }).expect(429);
  });
});

describe('sign-out and session lifetime', () => {
  it('sign-out destroys the server-side session; the old cookie no longer works', async () => {
    const agent = await signedInAgent(ctx.app);
    const cookie = (await agent.get('/api/admin/session')).request.cookies;
    const res = await agent.post('/api/admin/logout');
    expect(res.status).toBe(200);
    expect(sessionCount()).toBe(0);
    expect((await agent.get('/api/contacts')).status).toBe(401);
    const replay = await request(ctx.app).get('/api/contacts').set('Cookie', cookie);
    expect(replay.status).toBe(401);
  });

  it('a session survives an app restart on the same database file', async () => {
    const agent = await signedInAgent(ctx.app);
    const cookie = (await agent.get('/api/admin/session')).request.cookies;
    ctx.db.$client.close();
    const { openDatabase } = await import('../db/open-database');
    ctx.db = openDatabase(ctx.dbPath);
    const restarted = createApp({ db: ctx.db, logError: () => {} });
    const res = await request(restarted).get('/api/admin/session').set('Cookie', cookie);
    expect(res.body).toEqual({ authenticated: true });
    expect((await request(restarted).get('/api/contacts').set('Cookie', cookie)).status).toBe(200);
  });

  it('expired session rows are refused and pruned', async () => {
    const agent = await signedInAgent(ctx.app);
    ctx.db.$client.prepare('UPDATE admin_sessions SET expires_at = ?').run(Date.now() - 1000);
    expect((await agent.get('/api/contacts')).status).toBe(401);
    createApp({ db: ctx.db, logError: () => {} });
    expect(sessionCount()).toBe(0);
  });

  it('a changed password signs every session out', async () => {
    const agent = await signedInAgent(ctx.app);
    await useTestPassword(ctx.db);
    expect((await agent.get('/api/contacts')).status).toBe(401);
  });
});

describe('cross-origin state changes', () => {
  it('are refused with 403 JSON by Origin and by Sec-Fetch-Site', async () => {
    const agent = await signedInAgent(ctx.app);
    const id = pendingId();
    const byOrigin = await agent
      .patch(`/api/testimonials/${id}`)
      .set('Origin', 'https://evil.example')
      .send({ approved: 'true' });
    expect(byOrigin.status).toBe(403);
    expect(byOrigin.body).toEqual({ success: false, error: 'Cross-origin requests are not allowed' });
    const bySite = await agent.delete(`/api/testimonials/${id}`).set('Sec-Fetch-Site', 'cross-site');
    expect(bySite.status).toBe(403);
    const login = await request(ctx.app)
      .post('/api/admin/login')
      .set('Origin', 'https://evil.example')
      .send({ password: testAdminPassword });
    expect(login.status).toBe(403);
    const row = ctx.db.$client.prepare('SELECT approved FROM testimonials WHERE id = ?').get(id);
    expect(row).toEqual({ approved: 'false' });
  });

  it('same-origin requests pass', async () => {
    const agent = await signedInAgent(ctx.app);
    const res = await agent
      .patch(`/api/testimonials/${pendingId()}`)
      .set('Host', 'closets.test')
      .set('Origin', 'http://closets.test')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ approved: 'true' });
    expect(res.status).toBe(200);
  });
});

// These use the production scrypt cost.
describe('password setup', { timeout: 30_000 }, () => {
  it('without ADMIN_PASSWORD or a stored hash, a password is generated into a 0600 file beside the database, never logged', async () => {
    ctx.db.$client.exec('DELETE FROM app_settings');
    const logs: string[] = [];
    await prepareAdminPassword(ctx.db, { log: (m) => logs.push(m) });
    const file = path.join(path.dirname(ctx.dbPath), 'initial-admin-password');
    const generated = fs.readFileSync(file, 'utf8').trim();
    expect(generated.length).toBeGreaterThanOrEqual(20);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(file);
    expect(logs[0]).toContain('npm run admin:password');
    expect(logs[0]).not.toContain(generated);
    const stored = getSetting(ctx.db, settingKeys.adminPasswordHash) ?? '';
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain(generated);
    expect(await verifyAdminPassword(ctx.db, generated)).toBe(true);
    await prepareAdminPassword(ctx.db, { log: (m) => logs.push(m) });
    expect(logs).toHaveLength(1);
    expect(fs.existsSync(file)).toBe(true);
    // The first change of the password deletes the file.
    await setAdminPassword(ctx.db, 'a password chosen by staff');
    expect(fs.existsSync(file)).toBe(false);
  });

  it('ADMIN_PASSWORD becomes the password; a short one is refused', async () => {
    await prepareAdminPassword(ctx.db, { envPassword: 'from the environment', log: () => {} });
    expect(await verifyAdminPassword(ctx.db, 'from the environment')).toBe(true);
    expect(await verifyAdminPassword(ctx.db, testAdminPassword)).toBe(false);
    await expect(prepareAdminPassword(ctx.db, { envPassword: 'short', log: () => {} })).rejects.toThrow(/12/);
  });
});
