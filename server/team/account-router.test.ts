import crypto from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountSessions } from '../../shared/team';
import { createApp } from '../app';
import { fromSitePage } from '../test/from-site-page';
import { addTestStaff, testAdminPassword, testOwnerEmail } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { appWithOwnerAccount } from '../test/owner-app';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const windowsFirefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const newPassword = 'walnut shelves and brass rails';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(async () => {
  // The test's requests come from loopback, as from a proxy: X-Forwarded-For names the client.
  ctx = await appWithOwnerAccount({ trustProxy: 'loopback' });
});
afterEach(() => ctx.cleanup());

async function signIn(
  { email = testOwnerEmail, userAgent = iPhone, ip = '203.0.113.7', password = testAdminPassword } = {},
  app = ctx.app,
): Promise<TestAgent> {
  const agent = request.agent(app);
  const res = await agent
    .post('/api/admin/login')
    .set('User-Agent', userAgent)
    .set('X-Forwarded-For', ip)
    .send({ email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return agent;
}

const sessionsOf = async (agent: TestAgent) =>
  ((await agent.get('/api/account/sessions').expect(200)).body as AccountSessions).sessions;
const currentOf = async (agent: TestAgent) => (await sessionsOf(agent)).find((s) => s.current)!;
const signedIn = async (agent: TestAgent) => (await agent.get('/api/account/sessions')).status === 200;
const actions = () =>
  (ctx.db.$client.prepare('SELECT action, detail FROM activity_log ORDER BY id').all() as { action: string }[]).filter(
    (row) => row.action !== 'sign-in',
  );

describe('your sessions', () => {
  it('lists each sign-in with its browser, address and times, most recently active first, one of them current', async () => {
    const phone = await signIn();
    const laptop = await signIn({ userAgent: windowsFirefox, ip: '198.51.100.20' });
    const sessions = await sessionsOf(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions.map(({ browser, ip, current }) => ({ browser, ip, current }))).toEqual([
      { browser: 'Firefox on Windows', ip: '198.51.100.20', current: true },
      { browser: 'Safari on iPhone', ip: '203.0.113.7', current: false },
    ]);
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{16}$/);
      expect(Date.now() - Date.parse(session.signedInAt)).toBeLessThan(60_000);
      expect(Date.parse(session.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt));
    }
    expect((await currentOf(phone)).browser).toBe('Safari on iPhone');
    // The answer never carries a session id (the cookie's secret).
    const sids = ctx.db.$client.prepare('SELECT sid FROM admin_sessions').all() as { sid: string }[];
    const text = JSON.stringify(sessions);
    for (const { sid } of sids) expect(text).not.toContain(sid);
  });

  it('"last active" moves with use, at most once a minute', async () => {
    const agent = await signIn();
    const setLastActive = (at: number) =>
      ctx.db.$client.prepare("UPDATE admin_sessions SET data = json_set(data, '$.lastActiveAt', ?)").run(at);
    const lastActive = () =>
      (
        ctx.db.$client.prepare("SELECT json_extract(data, '$.lastActiveAt') AS at FROM admin_sessions").get() as {
          at: number;
        }
      ).at;
    const halfAMinuteAgo = Date.now() - 30_000;
    setLastActive(halfAMinuteAgo);
    await agent.get('/api/admin/session');
    expect(lastActive()).toBe(halfAMinuteAgo);
    setLastActive(Date.now() - 5 * 60_000);
    await agent.get('/api/admin/session');
    expect(Date.now() - lastActive()).toBeLessThan(5_000);
  });

  it('ending another session signs that browser out; ending this one signs you out', async () => {
    const phone = await signIn();
    const laptop = await signIn({ userAgent: windowsFirefox });
    const phoneId = (await currentOf(phone)).id;
    const ended = await laptop.delete(`/api/account/sessions/${phoneId}`);
    expect(ended.body).toEqual({ success: true, signedOut: false });
    expect((await phone.get('/api/account/sessions')).status).toBe(401);
    expect(await sessionsOf(laptop)).toHaveLength(1);

    const own = await laptop.delete(`/api/account/sessions/${(await currentOf(laptop)).id}`);
    expect(own.body).toEqual({ success: true, signedOut: true });
    expect((await laptop.get('/api/admin/session')).body).toEqual({ authenticated: false });
    expect(actions()).toEqual([
      { action: 'session-ended', detail: 'Safari on iPhone' },
      { action: 'session-ended', detail: 'Firefox on Windows' },
    ]);
  });

  it('"sign out everywhere else" keeps this session and ends the others', async () => {
    const others = [await signIn(), await signIn({ userAgent: windowsFirefox })];
    const here = await signIn();
    expect((await here.post('/api/account/sessions/end-others')).body).toEqual({ ended: 2 });
    for (const agent of others) expect(await signedIn(agent)).toBe(false);
    expect((await sessionsOf(here)).map((s) => s.current)).toEqual([true]);
    expect((await here.post('/api/account/sessions/end-others')).body).toEqual({ ended: 0 });
  });

  it("someone else's session is not found, and stays signed in", async () => {
    const office = await addTestStaff(ctx.db, 'office');
    const officeAgent = await signIn({ email: office.email });
    const owner = await signIn();
    const officeId = (await currentOf(officeAgent)).id;
    const res = await owner.delete(`/api/account/sessions/${officeId}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'Session not found' });
    expect((await owner.delete('/api/account/sessions/not-an-id')).status).toBe(404);
    // A real session id is not a public id either.
    const sid = (ctx.db.$client.prepare('SELECT sid FROM admin_sessions LIMIT 1').get() as { sid: string }).sid;
    expect((await owner.delete(`/api/account/sessions/${encodeURIComponent(sid)}`)).status).toBe(404);
    expect(await signedIn(officeAgent)).toBe(true);
    expect(await sessionsOf(owner)).toHaveLength(1);
  });

  it('signed out, the account routes answer 401', async () => {
    expect((await request(ctx.app).get('/api/account/sessions')).status).toBe(401);
    expect((await request(ctx.app).post('/api/account/sessions/end-others')).status).toBe(401);
    const id = crypto.randomBytes(8).toString('hex');
    expect((await request(ctx.app).delete(`/api/account/sessions/${id}`)).status).toBe(401);
  });
});

// Each new password is hashed at the production cost, and signing in with it checks at that cost.
describe('changing your password', { timeout: 30_000 }, () => {
  const change = (agent: TestAgent, body: Record<string, unknown>) => agent.post('/api/account/password').send(body);
  /** Signed in in another browser, then here, and the password changed from here. */
  const changeWithOtherSession = async (endOtherSessions: boolean) => {
    const other = await signIn({ userAgent: windowsFirefox });
    const here = await signIn();
    const res = await change(here, { currentPassword: testAdminPassword, newPassword, endOtherSessions });
    return { other, here, res };
  };

  it('refuses a wrong current password, and a short or common new one, naming the field', async () => {
    const agent = await signIn();
    const wrong = await change(agent, { currentPassword: 'not my password', newPassword, endOtherSessions: false });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ currentPassword: ['Your current password is not correct'] });
    const common = await change(agent, {
      currentPassword: testAdminPassword,
      newPassword: 'qwertyuiop123',
      endOtherSessions: false,
    });
    expect(common.status).toBe(400);
    expect(common.body.fieldErrors).toEqual({ newPassword: ['This password is too common. Choose another.'] });
    const short = await change(agent, { currentPassword: testAdminPassword, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors).toEqual({
      newPassword: ['Use at least 12 characters'],
      endOtherSessions: ['Say whether to sign out your other sessions'],
    });
    await signIn();
    expect(actions()).toEqual([]);
  });

  it('keeps your other sessions unless asked; the old password stops working', async () => {
    const { other, here, res } = await changeWithOtherSession(false);
    expect(res.body).toEqual({ success: true, endedOthers: 0 });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(other)).toBe(true);
    await expect(signIn()).rejects.toThrow('sign-in failed: 401');
    await signIn({ password: newPassword });
  });

  it('ends your other sessions when asked, and keeps this one', async () => {
    const { other, here, res } = await changeWithOtherSession(true);
    expect(res.body).toEqual({ success: true, endedOthers: 1 });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    expect(actions()).toEqual([{ action: 'password-changed', detail: 'Signed out 1 other session' }]);
  });

  it('wrong current passwords are rate limited per IP like failed sign-ins', async () => {
    const app = fromSitePage(
      createApp({ db: ctx.db, logError: () => {}, rateLimits: { login: 2 }, trustProxy: 'loopback' }),
    );
    const agent = await signIn({}, app);
    for (let i = 0; i < 2; i++) {
      await change(agent, { currentPassword: 'a guess', newPassword, endOtherSessions: false }).expect(400);
    }
    const limited = await change(agent, { currentPassword: testAdminPassword, newPassword, endOtherSessions: false });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many password attempts. Please wait a few minutes and try again.');
  });
});
