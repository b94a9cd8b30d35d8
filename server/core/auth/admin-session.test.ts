import crypto from 'node:crypto';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAgent } from '../../test/admin-agent';
import { createTestApp } from '../../test/test-app';
import { sessionAbsoluteMs, sessionCookieName } from './admin-session';
import { appWithOwnerAccount } from '../../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(async () => {
  ctx = await appWithOwnerAccount({ seed: true });
});
afterEach(() => ctx.cleanup());

async function signedInCookie(): Promise<string> {
  const agent = await signedInAgent(ctx.app);
  return (await agent.get('/api/admin/session')).request.cookies;
}

describe('session cookies that must not open the admin', () => {
  it('a cookie signed with another secret is refused', async () => {
    const genuine = await signedInCookie();
    expect((await request(ctx.app).get('/api/contacts').set('Cookie', genuine)).status).toBe(200);
    const realSid = (ctx.db.$client.prepare('SELECT sid FROM admin_sessions').get() as { sid: string }).sid;
    const forgedSignature = crypto.createHmac('sha256', 'not-the-secret').update(realSid).digest('base64');
    const forged = `${sessionCookieName}=s%3A${realSid}.${encodeURIComponent(forgedSignature.replace(/=+$/, ''))}`;
    const res = await request(ctx.app).get('/api/contacts').set('Cookie', forged);
    expect(res.status).toBe(401);
  });

  it('an unsigned or made-up session id is refused', async () => {
    await signedInCookie();
    const realSid = (ctx.db.$client.prepare('SELECT sid FROM admin_sessions').get() as { sid: string }).sid;
    for (const value of [realSid, `s:${realSid}`, 's:made-up.session', 'garbage', '']) {
      const res = await request(ctx.app)
        .get('/api/contacts')
        .set('Cookie', `${sessionCookieName}=${encodeURIComponent(value)}`);
      expect(res.status, value).toBe(401);
    }
  });

  it('a tampered session id with the original signature is refused', async () => {
    const cookie = await signedInCookie();
    const tampered = cookie.replace(/(=s%3A)(.)/, (_m, p: string, c: string) => p + (c === 'a' ? 'b' : 'a'));
    expect(tampered).not.toBe(cookie);
    expect((await request(ctx.app).get('/api/contacts').set('Cookie', tampered)).status).toBe(401);
    expect((await request(ctx.app).get('/api/contacts').set('Cookie', cookie)).status).toBe(200);
  });

  it('a session past the absolute lifetime is refused even while active', async () => {
    const cookie = await signedInCookie();
    const row = ctx.db.$client.prepare('SELECT sid, data FROM admin_sessions').get() as { sid: string; data: string };
    const data = JSON.parse(row.data) as { signedInAt: number };
    data.signedInAt = Date.now() - sessionAbsoluteMs - 1000;
    ctx.db.$client.prepare('UPDATE admin_sessions SET data = ? WHERE sid = ?').run(JSON.stringify(data), row.sid);
    expect((await request(ctx.app).get('/api/contacts').set('Cookie', cookie)).status).toBe(401);
  });
});

describe('how long a session lasts (SECURITY.md, Sessions)', () => {
  const hour = 60 * 60 * 1000;
  const sessionRow = () =>
    ctx.db.$client.prepare('SELECT sid, data, expires_at AS expiresAt FROM admin_sessions').get() as {
      sid: string;
      data: string;
      expiresAt: number;
    };

  it('the idle limit is 8 hours, pushed out by every request', async () => {
    const agent = await signedInAgent(ctx.app);
    const res = await agent.get('/api/contacts');
    expect(res.status).toBe(200);
    const cookieEnds = Date.parse(/Expires=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1] ?? '');
    expect(Math.abs(cookieEnds - (Date.now() + 8 * hour))).toBeLessThan(60_000);
    expect(sessionRow().expiresAt).toBeGreaterThan(Date.now() + 8 * hour - 60_000);
    expect(sessionRow().expiresAt).toBeLessThanOrEqual(Date.now() + 8 * hour);
    // Nearly idle for 8 hours: the next request pushes the end out by 8 hours again.
    ctx.db.$client.prepare('UPDATE admin_sessions SET expires_at = ?').run(Date.now() + 1000);
    expect((await agent.get('/api/contacts')).status).toBe(200);
    expect(sessionRow().expiresAt).toBeGreaterThan(Date.now() + 8 * hour - 60_000);
    // Past it: signed out.
    ctx.db.$client.prepare('UPDATE admin_sessions SET expires_at = ?').run(Date.now() - 1000);
    expect((await agent.get('/api/contacts')).status).toBe(401);
  });

  it('the absolute limit is 24 hours after signing in, however active', async () => {
    const agent = await signedInAgent(ctx.app);
    const signedInAgo = (ms: number) => {
      const row = sessionRow();
      const data = JSON.parse(row.data) as { signedInAt: number };
      data.signedInAt = Date.now() - ms;
      ctx.db.$client.prepare('UPDATE admin_sessions SET data = ? WHERE sid = ?').run(JSON.stringify(data), row.sid);
    };
    signedInAgo(24 * hour - 60_000);
    expect((await agent.get('/api/contacts')).status).toBe(200);
    signedInAgo(24 * hour + 1000);
    expect((await agent.get('/api/contacts')).status).toBe(401);
  });
});
