import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { fromSitePage } from '../test/from-site-page';
import { addTestStaff, signedInAgent, testAdminPassword, testOwnerEmail } from '../test/admin-agent';
import { setOwnerPassword } from './owner-account';
import { createTestApp } from '../test/test-app';
import { appWithOwnerAccount } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(async () => {
  ctx = await appWithOwnerAccount({ seed: true });
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

/** The sign-in form's POST, to the test app unless `app` is given. */
const signInRequest = (email: string, password: string, app = ctx.app) =>
  request(app).post('/api/admin/login').send({ email, password });

const signedInOwner = { authenticated: true, user: { id: 1, name: 'Owner', email: testOwnerEmail, role: 'owner' } };

describe('sign-in', () => {
  it('the right password opens a session in an httpOnly, SameSite cookie', async () => {
    const agent = request.agent(ctx.app);
    const res = await agent.post('/api/admin/login').send({ email: testOwnerEmail, password: testAdminPassword });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(signedInOwner);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/closets_admin=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Expires=/);
    expect(cookie).not.toMatch(/Secure/);
    expect((await agent.get('/api/admin/session')).body).toEqual(signedInOwner);
    expect((await agent.get('/api/contacts')).status).toBe(200);
    expect(sessionCount()).toBe(1);
  });

  it('a wrong password is refused with 401 and no session', async () => {
    const res = await signInRequest(testOwnerEmail, 'not the password');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Incorrect e-mail or password' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(sessionCount()).toBe(0);
  });

  it('an unknown e-mail and a disabled account get the same answer as a wrong password', async () => {
    const unknown = await signInRequest('nobody@example.com', testAdminPassword);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, error: 'Incorrect e-mail or password' });
    const office = await addTestStaff(ctx.db, 'office');
    ctx.db.$client.prepare("UPDATE staff SET status = 'disabled' WHERE id = ?").run(office.id);
    const disabled = await signInRequest(office.email, testAdminPassword);
    expect(disabled.status).toBe(401);
    expect(disabled.body).toEqual(unknown.body);
    expect(sessionCount()).toBe(0);
  });

  it('the e-mail is matched whatever its case, and the sign-in time is recorded', async () => {
    const res = await signInRequest(' Owner@Example.COM ', testAdminPassword);
    expect(res.status).toBe(200);
    const row = ctx.db.$client.prepare('SELECT last_sign_in_at AS at FROM staff WHERE id = 1').get() as { at: string };
    expect(Date.now() - Date.parse(row.at)).toBeLessThan(60_000);
  });

  it('a malformed sign-in body is a 400', async () => {
    expect((await request(ctx.app).post('/api/admin/login').send({})).status).toBe(400);
    expect((await request(ctx.app).post('/api/admin/login').send({ password: 5 })).status).toBe(400);
    expect((await request(ctx.app).post('/api/admin/login').send({ password: testAdminPassword })).status).toBe(400);
  });

  it('signing in again replaces the session id (no fixation)', async () => {
    const agent = await signedInAgent(ctx.app);
    const before = ctx.db.$client.prepare('SELECT sid FROM admin_sessions').all();
    await agent.post('/api/admin/login').send({ email: testOwnerEmail, password: testAdminPassword }).expect(200);
    const after = ctx.db.$client.prepare('SELECT sid FROM admin_sessions').all();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });

  it('failed attempts are rate limited per IP; successful ones do not count', async () => {
    const app = fromSitePage(createApp({ db: ctx.db, logError: () => {}, rateLimits: { login: 3 } }));
    await signInRequest(testOwnerEmail, testAdminPassword, app).expect(200);
    for (let i = 0; i < 3; i++) await signInRequest(testOwnerEmail, 'wrong guess', app).expect(401);
    const limited = await signInRequest(testOwnerEmail, testAdminPassword, app);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many sign-in attempts/);
  });

  it('failed attempts are also limited per account, from any address', async () => {
    const app = fromSitePage(createApp({ db: ctx.db, logError: () => {}, rateLimits: { login: 3 }, trustProxy: 1 }));
    const from = (ip: string) => request(app).post('/api/admin/login').set('X-Forwarded-For', ip);
    for (let i = 0; i < 3; i++)
      await from(`203.0.113.${i + 1}`)
        .send({ email: testOwnerEmail, password: 'wrong guess' })
        .expect(401);
    await from('203.0.113.9').send({ email: testOwnerEmail, password: testAdminPassword }).expect(429);
    // Another account from a fresh address is not held back.
    const office = await addTestStaff(ctx.db, 'office');
    await from('203.0.113.10').send({ email: office.email, password: testAdminPassword }).expect(200);
  });

  it('the default limit is 10 failed attempts', async () => {
    for (let i = 0; i < 10; i++) {
      await signInRequest(testOwnerEmail, 'wrong guess').expect(401);
    }
    await signInRequest(testOwnerEmail, 'wrong guess').expect(429);
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
    const { openDatabase } = await import('../core/db/open-database');
    ctx.db = openDatabase(ctx.dbPath);
    const restarted = fromSitePage(createApp({ db: ctx.db, logError: () => {} }));
    const res = await request(restarted).get('/api/admin/session').set('Cookie', cookie);
    expect(res.body).toEqual(signedInOwner);
    expect((await request(restarted).get('/api/contacts').set('Cookie', cookie)).status).toBe(200);
  });

  it('expired session rows are refused and pruned', async () => {
    const agent = await signedInAgent(ctx.app);
    ctx.db.$client.prepare('UPDATE admin_sessions SET expires_at = ?').run(Date.now() - 1000);
    expect((await agent.get('/api/contacts')).status).toBe(401);
    createApp({ db: ctx.db, logError: () => {} });
    expect(sessionCount()).toBe(0);
  });

  it("a changed password signs that person's sessions out, and only theirs", async () => {
    const agent = await signedInAgent(ctx.app);
    const office = await addTestStaff(ctx.db, 'office');
    const officeAgent = await signedInAgent(ctx.app, office.email);
    await setOwnerPassword(ctx.db, 'a new password for the owner');
    expect((await agent.get('/api/contacts')).status).toBe(401);
    expect((await officeAgent.get('/api/contacts')).status).toBe(200);
  });

  it('a disabled person is signed out at once: their next request gets 401', async () => {
    const office = await addTestStaff(ctx.db, 'office');
    const officeAgent = await signedInAgent(ctx.app, office.email);
    // Even if their session row were still there, the guard reads the person's status.
    ctx.db.$client.prepare("UPDATE staff SET status = 'disabled' WHERE id = ?").run(office.id);
    expect((await officeAgent.get('/api/contacts')).status).toBe(401);
    expect((await officeAgent.get('/api/admin/session')).body).toEqual({ authenticated: false });
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
      .send({ email: testOwnerEmail, password: testAdminPassword });
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
