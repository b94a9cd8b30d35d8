import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTestStaff, signedInAgent, testAdminPassword } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { stopTheClockMidStep, turnOnTwoFactor } from '../test/two-factor';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
/** Signed in before the rule: sessions already open are not asked to set anything up. */
let owner: TestAgent;
stopTheClockMidStep();
beforeEach(async () => ({ ctx, owner } = await appWithOwner()));
afterEach(() => ctx.cleanup());

const requireForEveryone = (requireTwoFactor: boolean) =>
  owner.put('/api/team/settings').send({ requireTwoFactor }).expect(200);

describe('the owner requires two-factor sign-in for everyone', () => {
  it('only owners read and change the rule, which is recorded', async () => {
    expect((await owner.get('/api/team/settings')).body).toEqual({ requireTwoFactor: false });
    expect((await owner.put('/api/team/settings').send({ requireTwoFactor: 'yes' })).status).toBe(400);
    expect((await owner.put('/api/team/settings').send({ requireTwoFactor: true })).body).toEqual({
      requireTwoFactor: true,
    });
    expect((await owner.get('/api/team/settings')).body).toEqual({ requireTwoFactor: true });
    const office = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, 'office')).email);
    expect((await office.get('/api/team/settings')).status).toBe(403);
    expect((await office.put('/api/team/settings').send({ requireTwoFactor: false })).status).toBe(403);
    const rows = ctx.db.$client
      .prepare("SELECT detail FROM activity_log WHERE action = 'two-factor-required-changed'")
      .all();
    expect(rows).toEqual([{ detail: 'Required for everyone' }]);
  });

  it('someone without it is signed in to set it up first: every other route answers 403 until done', async () => {
    const office = await addTestStaff(ctx.db, 'office');
    await requireForEveryone(true);

    const agent = request.agent(ctx.app);
    const res = await agent.post('/api/admin/login').send({ email: office.email, password: testAdminPassword });
    expect(res.body).toMatchObject({
      authenticated: true,
      user: { email: office.email },
      twoFactorSetupRequired: true,
    });
    expect((await agent.get('/api/admin/session')).body).toMatchObject({ twoFactorSetupRequired: true });
    const blocked = await agent.get('/api/contacts');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ success: false, error: 'Set up two-factor sign-in first' });
    expect((await agent.get('/api/account/two-factor')).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: true,
    });
    // A session opened before the rule stays as it was.
    expect((await owner.get('/api/contacts')).status).toBe(200);

    await turnOnTwoFactor(agent);
    expect((await agent.get('/api/contacts')).status).toBe(200);
    expect((await agent.get('/api/admin/session')).body.twoFactorSetupRequired).toBeUndefined();
  });

  it('lifting the rule frees a session waiting for setup', async () => {
    const office = await addTestStaff(ctx.db, 'office');
    await requireForEveryone(true);
    const agent = await signedInAgent(ctx.app, office.email);
    expect((await agent.get('/api/contacts')).status).toBe(403);
    await requireForEveryone(false);
    expect((await agent.get('/api/contacts')).status).toBe(200);
  });

  it('someone who already has it on is asked for the code as usual', async () => {
    await turnOnTwoFactor(owner);
    await requireForEveryone(true);
    const res = await request(ctx.app)
      .post('/api/admin/login')
      .send({ email: 'owner@example.com', password: testAdminPassword });
    expect(res.body).toEqual({ authenticated: false, twoFactor: 'code' });
  });
});
