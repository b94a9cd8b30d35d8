import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { business } from '../../shared/business';
import type { PasskeyList } from '../../shared/passkeys';
import { addTestStaff, signedInAgent, testAdminPassword, testOwnerEmail } from '../test/admin-agent';
import { TestPasskey } from '../test/passkey-authenticator';
import { createTestApp } from '../test/test-app';
import { turnOnTwoFactor } from '../test/two-factor';
import { appWithOwner } from '../test/owner-app';

// The test app's SITE_URL is the business default: its host is the relying party.
const origin = business.defaultSiteUrl;

let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
beforeEach(async () => ({ ctx, owner } = await appWithOwner()));
afterEach(() => ctx.cleanup());

/** Adds a new passkey to a signed-in agent's account, as the browser would. */
async function addPasskey(agent: TestAgent, passkey = new TestPasskey(origin), name?: string) {
  const options = (await agent.post('/api/account/passkeys/options').expect(200)).body;
  const res = await agent
    .post('/api/account/passkeys')
    .set('User-Agent', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/140.0 Safari/537.36')
    .send({ response: passkey.register(options), ...(name ? { name } : {}) });
  expect(res.status, res.text).toBe(201);
  return passkey;
}

const list = async (agent: TestAgent) => (await agent.get('/api/account/passkeys').expect(200)).body as PasskeyList;
const isSignedIn = async (agent: TestAgent) => (await agent.get('/api/admin/session')).body.authenticated as boolean;
const activity = () =>
  ctx.db.$client
    .prepare(
      "SELECT action, actor_id AS actorId, detail FROM activity_log WHERE action LIKE 'passkey%' OR action LIKE 'sign-in%' ORDER BY id",
    )
    .all();

/** A browser signing in with `passkey` alone (or as the second step on `agent`). */
async function passkeySignIn(
  passkey: TestPasskey,
  agent = request.agent(ctx.app),
  tweak: Parameters<TestPasskey['signIn']>[1] = {},
) {
  const options = (await agent.post('/api/admin/login/passkey/options').expect(200)).body;
  const res = await agent.post('/api/admin/login/passkey').send({ response: passkey.signIn(options, tweak) });
  return { agent, res, options };
}

describe('adding a passkey under Your account', () => {
  it('offers discoverable options for this site and keeps the passkey under the browser’s name', async () => {
    const options = (await owner.post('/api/account/passkeys/options').expect(200)).body;
    expect(options).toMatchObject({
      rp: { id: 'www.shorelineclosets.com', name: business.name },
      user: { name: testOwnerEmail },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const passkey = new TestPasskey(origin);
    const res = await owner
      .post('/api/account/passkeys')
      .set('User-Agent', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/140.0 Safari/537.36')
      .send({ response: passkey.register(options) });
    expect(res.status).toBe(201);
    const { passkeys } = await list(owner);
    expect(passkeys).toEqual([
      { id: passkey.id, name: 'Chrome on Mac', createdAt: expect.any(String), lastUsedAt: null, synced: true },
    ]);
    // A second one excludes the first; the same passkey twice is refused.
    const again = (await owner.post('/api/account/passkeys/options').expect(200)).body;
    expect(again.excludeCredentials).toEqual([{ id: passkey.id, type: 'public-key', transports: ['internal'] }]);
    expect((await owner.post('/api/account/passkeys').send({ response: passkey.register(again) })).status).toBe(400);
    expect(activity()).toContainEqual({ action: 'passkey-added', actorId: 1, detail: 'Chrome on Mac' });
  });

  it('refuses an answer to another challenge, from another site, or a challenge used before', async () => {
    const options = (await owner.post('/api/account/passkeys/options').expect(200)).body;
    const passkey = new TestPasskey(origin);
    const wrong = await owner
      .post('/api/account/passkeys')
      .send({ response: passkey.register({ challenge: Buffer.from('not the challenge').toString('base64url') }) });
    expect(wrong.status).toBe(400);
    // The challenge was used up by the failed attempt.
    expect((await owner.post('/api/account/passkeys').send({ response: passkey.register(options) })).status).toBe(400);
    const fresh = (await owner.post('/api/account/passkeys/options').expect(200)).body;
    const elsewhere = new TestPasskey('https://evil.example');
    expect((await owner.post('/api/account/passkeys').send({ response: elsewhere.register(fresh) })).status).toBe(400);
    expect((await list(owner)).passkeys).toEqual([]);
  });

  it('needs a signed-in person, and a well-formed answer', async () => {
    expect((await request(ctx.app).post('/api/account/passkeys/options')).status).toBe(401);
    expect((await request(ctx.app).get('/api/account/passkeys')).status).toBe(401);
    const bad = await owner.post('/api/account/passkeys').send({ response: { id: 'x' } });
    expect(bad.status).toBe(400);
  });
});

describe('signing in with a passkey alone', () => {
  it('needs no e-mail: the passkey says who it is; the sign-in is recorded', async () => {
    const passkey = await addPasskey(owner);
    const { agent, res, options } = await passkeySignIn(passkey);
    expect(options).toMatchObject({ rpId: 'www.shorelineclosets.com', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ authenticated: true, user: { email: testOwnerEmail } });
    expect(await isSignedIn(agent)).toBe(true);
    expect((await list(agent)).passkeys[0]!.lastUsedAt).toEqual(expect.any(String));
    expect(activity()).toContainEqual({ action: 'sign-in', actorId: 1, detail: 'passkey' });
  });

  it('accepts a synced passkey whose counter stays at 0, again and again', async () => {
    const passkey = await addPasskey(owner);
    for (let i = 0; i < 3; i++) expect((await passkeySignIn(passkey)).res.status).toBe(200);
  });

  it('refuses a counter in use that does not rise (a cloned authenticator)', async () => {
    const passkey = await addPasskey(owner);
    passkey.counter = 5;
    expect((await passkeySignIn(passkey)).res.status).toBe(200);
    const same = await passkeySignIn(passkey);
    expect(same.res.status).toBe(401);
    expect(same.res.body).toEqual({ success: false, error: 'That passkey is not recognised' });
    passkey.counter = 3;
    expect((await passkeySignIn(passkey)).res.status).toBe(401);
    expect(await isSignedIn(same.agent)).toBe(false);
    passkey.counter = 6;
    expect((await passkeySignIn(passkey)).res.status).toBe(200);
    expect(activity()).toContainEqual({ action: 'sign-in-failed', actorId: 1, detail: 'passkey' });
  });

  it('refuses a wrong challenge, a challenge used twice, another origin, and an unknown passkey', async () => {
    const passkey = await addPasskey(owner);
    const agent = request.agent(ctx.app);
    await agent.post('/api/admin/login/passkey/options').expect(200);
    const wrong = passkey.signIn({ challenge: Buffer.from('guessed').toString('base64url') });
    expect((await agent.post('/api/admin/login/passkey').send({ response: wrong })).status).toBe(401);
    // Without options first there is no challenge at all.
    const { res, options } = await passkeySignIn(passkey, agent);
    expect(res.status).toBe(200);
    const replay = request.agent(ctx.app);
    await replay.post('/api/admin/login/passkey/options').expect(200);
    expect((await replay.post('/api/admin/login/passkey').send({ response: passkey.signIn(options) })).status).toBe(
      401,
    );
    expect((await passkeySignIn(passkey, request.agent(ctx.app), { origin: 'https://evil.example' })).res.status).toBe(
      401,
    );
    expect((await passkeySignIn(new TestPasskey(origin))).res.status).toBe(401);
    expect(
      (
        await request(ctx.app)
          .post('/api/admin/login/passkey')
          .send({ response: passkey.signIn(options) })
      ).status,
    ).toBe(401);
  });

  it('a disabled person cannot sign in with their passkey', async () => {
    const office = await addTestStaff(ctx.db, 'office');
    const theirs = await addPasskey(await signedInAgent(ctx.app, office.email));
    await owner.post(`/api/team/people/${office.id}/disable`).expect(200);
    const { res, agent } = await passkeySignIn(theirs);
    expect(res.status).toBe(401);
    expect(await isSignedIn(agent)).toBe(false);
    expect(activity()).toContainEqual({ action: 'sign-in-failed', actorId: office.id, detail: 'passkey' });
  });

  it('meets the owner’s two-factor rule', async () => {
    const passkey = await addPasskey(owner);
    await owner.put('/api/team/settings').send({ requireTwoFactor: true }).expect(200);
    const { res, agent } = await passkeySignIn(passkey);
    expect(res.body.twoFactorSetupRequired).toBeUndefined();
    expect((await agent.get('/api/contacts')).status).toBe(200);
  });
});

describe('a passkey as the second step after the password', () => {
  const passwordStep = (agent: TestAgent) =>
    agent.post('/api/admin/login').send({ email: testOwnerEmail, password: testAdminPassword });

  it('a person with a passkey is asked for it after their password, and only theirs will do', async () => {
    const passkey = await addPasskey(owner);
    const agent = request.agent(ctx.app);
    expect((await passwordStep(agent)).body).toEqual({ authenticated: false, twoFactor: 'passkey' });
    expect(await isSignedIn(agent)).toBe(false);

    const office = await addTestStaff(ctx.db, 'office');
    const someoneElses = await addPasskey(await signedInAgent(ctx.app, office.email));
    const refused = await passkeySignIn(someoneElses, agent);
    expect(refused.res.status).toBe(401);

    const { res, options } = await passkeySignIn(passkey, agent);
    expect(options.allowCredentials).toEqual([{ id: passkey.id, type: 'public-key', transports: ['internal'] }]);
    expect(res.status).toBe(200);
    expect(await isSignedIn(agent)).toBe(true);
  });

  it('with the app as well, the code form stays and a passkey may be used instead', async () => {
    await turnOnTwoFactor(owner);
    await addPasskey(owner);
    expect((await passwordStep(request.agent(ctx.app))).body).toEqual({
      authenticated: false,
      twoFactor: 'code',
      passkey: true,
    });
  });

  it('a person signed in while the rule waits for their setup is freed by adding a passkey', async () => {
    await owner.put('/api/team/settings').send({ requireTwoFactor: true }).expect(200);
    const office = await addTestStaff(ctx.db, 'office');
    const agent = await signedInAgent(ctx.app, office.email);
    expect((await agent.get('/api/contacts')).status).toBe(403);
    await addPasskey(agent);
    expect((await agent.get('/api/contacts')).status).toBe(200);
    // Their only factor cannot be removed while the rule is on.
    const [only] = (await list(agent)).passkeys;
    expect((await list(agent)).lastRequiredFactor).toBe(true);
    expect((await agent.delete(`/api/account/passkeys/${only!.id}`)).status).toBe(409);
  });
});

describe('removing a passkey', () => {
  it('removes your own; another person’s answers 404 and stays', async () => {
    const mine = await addPasskey(owner, undefined, 'Work laptop');
    const office = await addTestStaff(ctx.db, 'office');
    const theirAgent = await signedInAgent(ctx.app, office.email);
    const theirs = await addPasskey(theirAgent);
    expect((await owner.delete(`/api/account/passkeys/${theirs.id}`)).status).toBe(404);
    expect((await list(theirAgent)).passkeys).toHaveLength(1);

    expect((await owner.delete(`/api/account/passkeys/${mine.id}`)).status).toBe(200);
    expect((await list(owner)).passkeys).toEqual([]);
    expect(activity()).toContainEqual({ action: 'passkey-removed', actorId: 1, detail: 'Work laptop' });
    // Gone: it no longer signs in, and the password alone does again.
    expect((await passkeySignIn(mine)).res.status).toBe(401);
  });
});
