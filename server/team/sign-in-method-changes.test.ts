import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { business } from '../../shared/business';
import { listOutbox } from '../core/mail/outbox';
import { invite, testOwnerEmail } from '../test/admin-agent';
import { TestPasskey } from '../test/passkey-authenticator';
import { createTestApp } from '../test/test-app';
import { appWithOwner } from '../test/owner-app';

// A password reset tells the person which passkeys remain; an invitation's first sign-in obeys the
// owner's two-factor rule; passkeys need user verification (issue 33, point 4).
const origin = business.defaultSiteUrl;
const newPassword = 'cedar drawers and soft-close hinges';

let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
beforeEach(async () => ({ ctx, owner } = await appWithOwner({ siteUrl: origin })));
afterEach(() => ctx.cleanup());

async function addPasskey(agent: TestAgent, name: string, passkey = new TestPasskey(origin)) {
  const options = (await agent.post('/api/account/passkeys/options').expect(200)).body;
  const res = await agent.post('/api/account/passkeys').send({ response: passkey.register(options), name });
  return { passkey, res };
}

/** "Forgot password?", then the e-mailed link used with a new password. */
async function resetOwnersPassword() {
  await request(ctx.app).post('/api/admin/forgot-password').send({ email: testOwnerEmail }).expect(200);
  const mail =
    listOutbox(ctx.db)
      .filter((row) => row.kind === 'password-reset')
      .at(-1)?.body ?? '';
  const token = /\?reset=([\w-]+)/.exec(mail)?.[1] ?? '';
  await request(ctx.app).post(`/api/password-resets/${token}`).send({ password: newPassword }).expect(200);
}

const notices = () => listOutbox(ctx.db).filter((row) => row.kind === 'password-reset-notice');

describe('a password reset', () => {
  it('signs every session out and e-mails which passkeys still sign the person in, and when each was added', async () => {
    expect((await addPasskey(owner, 'Work laptop')).res.status).toBe(201);
    expect((await addPasskey(owner, 'Planted by someone')).res.status).toBe(201);
    await resetOwnersPassword();
    expect((await owner.get('/api/admin/session')).body).toEqual({ authenticated: false });
    const [notice, ...more] = notices();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      toAddress: testOwnerEmail,
      subject: `Your ${business.name} staff dashboard password was changed`,
    });
    expect(notice!.body).toContain('These passkeys can still sign you in:');
    expect(notice!.body).toMatch(/^- Work laptop, added \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/m);
    expect(notice!.body).toMatch(/^- Planted by someone, added /m);
    expect(notice!.body).not.toMatch(/reset=/);
  });

  it('says so when no passkey signs the person in', async () => {
    await resetOwnersPassword();
    expect(notices()[0]!.body).toContain('You have no passkeys');
  });
});

describe("the first sign-in after accepting an invitation obeys the owner's two-factor rule", () => {
  it('the new session waits for a two-factor setup, like a password sign-in', async () => {
    await owner.put('/api/team/settings').send({ requireTwoFactor: true }).expect(200);
    const { token } = await invite(owner, { name: 'Dana Reyes', email: 'dana@example.com', role: 'office' });
    const dana = request.agent(ctx.app);
    const joined = await dana.post(`/api/invitations/${token}`).send({ password: 'walnut shelves and brass rails' });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ authenticated: true, twoFactorSetupRequired: true });
    expect((await dana.get('/api/admin/session')).body).toMatchObject({ twoFactorSetupRequired: true });
    const refused = await dana.get('/api/contacts');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Set up two-factor sign-in first');
    // Your account opens, and a passkey added there meets the rule.
    expect((await addPasskey(dana, 'Dana’s phone')).res.status).toBe(201);
    expect((await dana.get('/api/contacts')).status).toBe(200);
  });

  it('without the rule, the new person opens the dashboard at once', async () => {
    const { token } = await invite(owner, { name: 'Dana Reyes', email: 'dana@example.com', role: 'office' });
    const joined = await request(ctx.app)
      .post(`/api/invitations/${token}`)
      .send({ password: 'walnut shelves and brass rails' });
    expect(joined.body).not.toHaveProperty('twoFactorSetupRequired');
  });
});

describe('passkeys require user verification (fingerprint, face or PIN)', () => {
  it('a passkey created without user verification is refused', async () => {
    const passkey = new TestPasskey(origin);
    passkey.userVerified = false;
    const { res } = await addPasskey(owner, 'A bare security key', passkey);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The passkey could not be checked. Please try again.');
  });

  it('a sign-in without user verification is refused', async () => {
    const { passkey } = await addPasskey(owner, 'Laptop');
    passkey.userVerified = false;
    const agent = request.agent(ctx.app);
    const options = (await agent.post('/api/admin/login/passkey/options').expect(200)).body;
    const res = await agent.post('/api/admin/login/passkey').send({ response: passkey.signIn(options) });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('That passkey is not recognised');
  });
});
