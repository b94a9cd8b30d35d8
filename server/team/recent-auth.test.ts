import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { business } from '../../shared/business';
import { confirmIdentityMessage } from '../../shared/recent-auth';
import { addTestStaff, signedInAgent, testAdminPassword, useTestPassword } from '../test/admin-agent';
import { TestPasskey } from '../test/passkey-authenticator';
import { listRoutes } from '../test/list-routes';
import { tableContents } from '../test/table-contents';
import { createTestApp } from '../test/test-app';
import { appCode, turnOnTwoFactor } from '../test/two-factor';
import { appWithOwner } from '../test/owner-app';

// Re-authentication before changing how someone signs in (OWASP ASVS 7.5.1).
const origin = business.defaultSiteUrl;
const minuteMs = 60_000;

let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
let now: number;
beforeEach(async () => {
  // Only Date is faked: "six minutes later" without waiting, timers and I/O untouched.
  vi.useFakeTimers({ toFake: ['Date'] });
  now = Date.now();
  ({ ctx, owner } = await appWithOwner());
});
afterEach(async () => {
  vi.useRealTimers();
  await ctx.cleanup();
});

const later = (minutes: number) => {
  now += minutes * minuteMs;
  vi.setSystemTime(now);
};

const refusal = (extra: { passkey: boolean; appCode: boolean }) => ({
  success: false,
  error: confirmIdentityMessage,
  code: 'confirm-identity',
  ...extra,
});

const refusedRows = () =>
  ctx.db.$client.prepare("SELECT actor_id AS actorId, detail FROM activity_log WHERE action = 'access-refused'").all();

async function addPasskey(agent: TestAgent, passkey = new TestPasskey(origin)) {
  const options = (await agent.post('/api/account/passkeys/options').expect(200)).body;
  await agent
    .post('/api/account/passkeys')
    .send({ response: passkey.register(options) })
    .expect(201);
  return passkey;
}

describe('changing how someone signs in needs a confirmation within 5 minutes', () => {
  it('right after signing in, a passkey can be added and two-factor set up', async () => {
    later(4);
    await addPasskey(owner);
    expect((await owner.post('/api/account/two-factor/setup')).status).toBe(200);
  });

  it('after 5 minutes adding or removing a passkey and setting up two-factor answer 403 and change nothing', async () => {
    const passkey = await addPasskey(owner);
    later(6);
    const before = tableContents(ctx.db);
    const attempts = [
      owner.post('/api/account/passkeys/options'),
      owner.post('/api/account/passkeys').send({ response: passkey.register({ challenge: 'x' }) }),
      owner.delete(`/api/account/passkeys/${passkey.id}`),
      owner.post('/api/account/two-factor/setup'),
      owner.post('/api/account/two-factor/confirm').send({ code: '123456' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusal({ passkey: true, appCode: false }));
    }
    expect(tableContents(ctx.db)).toBe(before);
    // Reading is not a change.
    expect((await owner.get('/api/account/passkeys')).status).toBe(200);
  });

  it('the password confirms it: a wrong one is refused, the right one opens the next 5 minutes', async () => {
    later(6);
    const wrong = await owner.post('/api/account/confirm').send({ password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      success: false,
      error: 'Your password is not correct',
      fieldErrors: { password: ['Your password is not correct'] },
    });
    expect((await owner.post('/api/account/passkeys/options')).status).toBe(403);
    await owner.post('/api/account/confirm').send({ password: testAdminPassword }).expect(200);
    later(4);
    await addPasskey(owner);
    later(2);
    expect((await owner.post('/api/account/passkeys/options')).status).toBe(403);
    const line = ctx.db.$client
      .prepare("SELECT actor_id AS actorId, detail FROM activity_log WHERE action = 'identity-confirmed'")
      .all();
    expect(line).toEqual([{ actorId: 1, detail: 'password' }]);
  });

  it('a code from the app confirms it (a recovery code does not); the refusal says the app can be used', async () => {
    const { secret, recoveryCodes } = await turnOnTwoFactor(owner);
    later(6);
    const refused = await owner.post('/api/account/passkeys/options');
    expect(refused.body).toEqual(refusal({ passkey: false, appCode: true }));
    expect((await owner.post('/api/account/confirm').send({ code: recoveryCodes[0] })).status).toBe(400);
    expect((await owner.post('/api/account/confirm').send({ code: '000000' })).body.error).toBe(
      'That code is not correct',
    );
    await owner
      .post('/api/account/confirm')
      .send({ code: await appCode(secret) })
      .expect(200);
    expect((await owner.post('/api/account/passkeys/options')).status).toBe(200);
  });

  it('one of your passkeys confirms it (options first; user verification required)', async () => {
    const passkey = await addPasskey(owner);
    later(6);
    const options = (await owner.post('/api/account/confirm/passkey-options').expect(200)).body;
    expect(options).toMatchObject({ userVerification: 'required', allowCredentials: [{ id: passkey.id }] });
    passkey.userVerified = false;
    const unverified = await owner.post('/api/account/confirm').send({ response: passkey.signIn(options) });
    expect(unverified.status).toBe(400);
    passkey.userVerified = true;
    const again = (await owner.post('/api/account/confirm/passkey-options').expect(200)).body;
    await owner
      .post('/api/account/confirm')
      .send({ response: passkey.signIn(again) })
      .expect(200);
    expect((await owner.delete(`/api/account/passkeys/${passkey.id}`)).status).toBe(200);
  });

  it('confirming needs exactly one proof and a signed-in person', async () => {
    expect((await request(ctx.app).post('/api/account/confirm').send({ password: testAdminPassword })).status).toBe(
      401,
    );
    const none = await owner.post('/api/account/confirm').send({});
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Please check the form: Enter your password or a code, or use a passkey');
    const both = await owner.post('/api/account/confirm').send({ password: testAdminPassword, code: '123456' });
    expect(both.status).toBe(400);
  });

  it('wrong confirmations are held back like failed sign-ins', async () => {
    const limited = createTestApp({ seed: false, rateLimits: { login: 2 } });
    await useTestPassword(limited.db);
    const agent = await signedInAgent(limited.app);
    for (let i = 0; i < 2; i++) await agent.post('/api/account/confirm').send({ password: 'guess' }).expect(400);
    const held = await agent.post('/api/account/confirm').send({ password: testAdminPassword });
    expect(held.status).toBe(429);
    expect(held.body.error).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    await limited.cleanup();
  });

  it('changing the password needs no other confirmation: the current password is one', async () => {
    later(6);
    await owner
      .post('/api/account/password')
      .send({ currentPassword: testAdminPassword, newPassword: 'oak doors and linen baskets', endOtherSessions: false })
      .expect(200);
    expect((await owner.post('/api/account/passkeys/options')).status).toBe(200);
  });

  it('turning off two-factor asks for the password itself, which confirms it', async () => {
    await turnOnTwoFactor(owner);
    later(6);
    await owner.delete('/api/account/two-factor').send({ password: testAdminPassword }).expect(200);
    expect((await owner.post('/api/account/passkeys/options')).status).toBe(200);
  });
});

describe('refused actions in the activity record', () => {
  it('a refusal is one line a minute per person, naming the route and the reason', async () => {
    later(6);
    for (let i = 0; i < 3; i++) expect((await owner.post('/api/account/two-factor/setup')).status).toBe(403);
    expect(refusedRows()).toEqual([
      { actorId: 1, detail: 'POST /api/account/two-factor/setup: not confirmed recently' },
    ]);
    later(1.1);
    await owner.post('/api/account/passkeys/options').expect(403);
    expect(refusedRows()).toHaveLength(2);
  });

  it("the permission guard's 403 is recorded too", async () => {
    await addTestStaff(ctx.db, 'designer');
    const designer = await signedInAgent(ctx.app, 'designer@example.com');
    for (let i = 0; i < 2; i++) expect((await designer.get('/api/team')).status).toBe(403);
    expect(refusedRows()).toEqual([{ actorId: 2, detail: 'GET /api/team: Your role does not allow this' }]);
  });
});

describe('every change of a sign-in method, as the router lists them', () => {
  /** The changes that ask for the current password in their own body: that is the confirmation. */
  const confirmedByPassword = ['DELETE /api/account/two-factor', 'POST /api/account/password'];

  it('is guarded by requireRecentAuth, or asks for the current password itself', () => {
    const changes = listRoutes(ctx.app).filter(
      (r) => r.method !== 'GET' && /^\/api\/account\/(passkeys|two-factor|password)/.test(r.path),
    );
    expect(changes.length).toBeGreaterThanOrEqual(7);
    const unguarded = changes.filter((r) => !r.recentAuth).map((r) => `${r.method} ${r.path}`);
    expect(unguarded.sort()).toEqual(confirmedByPassword.sort());
  });
});
