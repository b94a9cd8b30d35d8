import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { fromSitePage } from '../test/from-site-page';
import { listOutbox } from '../core/mail/outbox';
import { addTestStaff, signedInAgent, testAdminPassword, testOwnerEmail } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { appWithOwnerAccount } from '../test/owner-app';
import { appCode, stepMs, stopTheClockMidStep, turnOnTwoFactor } from '../test/two-factor';

let ctx: ReturnType<typeof createTestApp>;
// The clock stands still unless a test moves it: each code's time step is known.
stopTheClockMidStep();
beforeEach(async () => {
  ctx = await appWithOwnerAccount({ trustProxy: 'loopback' });
});
afterEach(() => ctx.cleanup());

const ownerTurnsItOn = async () => turnOnTwoFactor(await signedInAgent(ctx.app));
const passwordStep = (agent: TestAgent, password = testAdminPassword) =>
  agent.post('/api/admin/login').send({ email: testOwnerEmail, password });
const codeStep = (agent: TestAgent, code: string) => agent.post('/api/admin/login/code').send({ code });
const isSignedIn = async (agent: TestAgent) => (await agent.get('/api/admin/session')).body.authenticated as boolean;
const activityOf = (action: string) =>
  ctx.db.$client.prepare('SELECT action, detail FROM activity_log WHERE action = ? ORDER BY id').all(action);

/** A fresh browser past the password step. */
async function atCodeStep(): Promise<TestAgent> {
  const agent = request.agent(ctx.app);
  const res = await passwordStep(agent);
  expect(res.body).toEqual({ authenticated: false, twoFactor: 'code' });
  return agent;
}

describe('signing in with two-factor sign-in on', () => {
  it('after the correct password asks for the code, and signs in only once it is given', async () => {
    const { secret } = await ownerTurnsItOn();
    const agent = await atCodeStep();
    expect((await agent.get('/api/admin/session')).body).toEqual({ authenticated: false });
    expect((await agent.get('/api/account/sessions')).status).toBe(401);

    const res = await codeStep(agent, await appCode(secret, 1));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ authenticated: true, user: { email: testOwnerEmail, role: 'owner' } });
    expect(res.body.twoFactorSetupRequired).toBeUndefined();
    expect(await isSignedIn(agent)).toBe(true);
  });

  it('a code works only once, and never one from before the last one used', async () => {
    const { secret } = await ownerTurnsItOn();
    const next = await appCode(secret, 1);
    await codeStep(await atCodeStep(), next).expect(200);

    const again = await codeStep(await atCodeStep(), next);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ success: false, error: 'That code is not correct' });
    // The code that turned it on belongs to an earlier step.
    expect((await codeStep(await atCodeStep(), await appCode(secret))).status).toBe(401);

    vi.setSystemTime(Date.now() + stepMs);
    expect((await codeStep(await atCodeStep(), next)).status).toBe(401);
    expect((await codeStep(await atCodeStep(), await appCode(secret, 1))).status).toBe(200);
  });

  it('a wrong code is refused and recorded; the right one still works afterwards', async () => {
    const { secret } = await ownerTurnsItOn();
    const agent = await atCodeStep();
    for (const code of ['000000', 'not a code', '1234-5678-90']) {
      const res = await codeStep(agent, code);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('That code is not correct');
    }
    expect((await codeStep(agent, '')).status).toBe(400);
    expect(await isSignedIn(agent)).toBe(false);
    await codeStep(agent, await appCode(secret, 1)).expect(200);
    expect(activityOf('sign-in-failed')).toEqual(Array(3).fill({ action: 'sign-in-failed', detail: 'code' }));
  });

  it('a recovery code works once, typed in any case and with or without dashes', async () => {
    const { recoveryCodes } = await ownerTurnsItOn();
    const [first = '', second = ''] = recoveryCodes;
    await codeStep(await atCodeStep(), first).expect(200);
    expect((await codeStep(await atCodeStep(), first)).status).toBe(401);
    await codeStep(await atCodeStep(), ` ${second.replaceAll('-', '').toUpperCase()} `).expect(200);
    expect(activityOf('recovery-code-used')).toEqual([
      { action: 'recovery-code-used', detail: '9 left' },
      { action: 'recovery-code-used', detail: '8 left' },
    ]);
  });

  it('the code step lasts five minutes, and needs the password step first', async () => {
    const { secret } = await ownerTurnsItOn();
    const agent = await atCodeStep();
    vi.setSystemTime(Date.now() + 5 * 60_000);
    const late = await codeStep(agent, await appCode(secret));
    expect(late.status).toBe(401);
    expect(late.body.error).toBe('Sign in again');
    expect((await codeStep(request.agent(ctx.app), await appCode(secret, 1))).body.error).toBe('Sign in again');
  });

  it('someone without it on signs in with the password alone', async () => {
    await ownerTurnsItOn();
    const office = await addTestStaff(ctx.db, 'office');
    const res = await request(ctx.app)
      .post('/api/admin/login')
      .send({ email: office.email, password: testAdminPassword });
    expect(res.body).toMatchObject({ authenticated: true, user: { email: office.email } });
  });

  it('a password reset signs nobody in, ends a sign-in waiting for its code, and the next sign-in asks for the code', async () => {
    const { secret } = await ownerTurnsItOn();
    const waiting = await atCodeStep();
    await request(ctx.app).post('/api/admin/forgot-password').send({ email: testOwnerEmail }).expect(200);
    const mail = listOutbox(ctx.db).filter((row) => row.kind === 'password-reset');
    const token = /\?reset=([\w-]+)/.exec(mail.at(-1)?.body ?? '')?.[1] ?? '';
    const newPassword = 'cedar drawers and soft-close hinges';
    const visitor = request.agent(ctx.app);
    await visitor.post(`/api/password-resets/${token}`).send({ password: newPassword }).expect(200);
    expect(await isSignedIn(visitor)).toBe(false);
    expect((await codeStep(waiting, await appCode(secret, 1))).body.error).toBe('Sign in again');

    const res = await passwordStep(visitor, newPassword);
    expect(res.body).toEqual({ authenticated: false, twoFactor: 'code' });
    await codeStep(visitor, await appCode(secret, 1)).expect(200);
  });

  it('"Sign out everywhere else" also ends a sign-in waiting for its code', async () => {
    const here = await signedInAgent(ctx.app);
    const { secret } = await turnOnTwoFactor(here);
    const waiting = await atCodeStep();
    await here.post('/api/account/sessions/end-others').expect(200);
    expect((await codeStep(waiting, await appCode(secret, 1))).body.error).toBe('Sign in again');
    expect(await isSignedIn(here)).toBe(true);
  });

  it('wrong codes are rate limited per person as well as per IP', async () => {
    const app = fromSitePage(
      createApp({ db: ctx.db, logError: () => {}, rateLimits: { login: 2 }, trustProxy: 'loopback' }),
    );
    const { secret } = await turnOnTwoFactor(await signedInAgent(app));
    const fromIp = async (ip: string) => {
      const agent = request.agent(app);
      await agent
        .post('/api/admin/login')
        .set('X-Forwarded-For', ip)
        .send({ email: testOwnerEmail, password: testAdminPassword });
      return (code: string) => agent.post('/api/admin/login/code').set('X-Forwarded-For', ip).send({ code });
    };
    const first = await fromIp('203.0.113.7');
    await first('000000').expect(401);
    await first('111111').expect(401);
    const elsewhere = await fromIp('198.51.100.20');
    const limited = await elsewhere(await appCode(secret, 1));
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
  });
});
