import crypto from 'node:crypto';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAgent, useTestPassword } from '../../test/admin-agent';
import { createTestApp } from '../../test/test-app';
import { sessionAbsoluteMs, sessionCookieName } from './admin-session';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(async () => {
  ctx = createTestApp();
  await useTestPassword(ctx.db);
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
