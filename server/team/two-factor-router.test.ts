import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TwoFactorSetup } from '../../shared/two-factor';
import { testAdminPassword, testOwnerEmail } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { appCode, stopTheClockMidStep, turnOnTwoFactor } from '../test/two-factor';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
stopTheClockMidStep();
beforeEach(async () => ({ ctx, owner } = await appWithOwner()));
afterEach(() => ctx.cleanup());

const status = async () => (await owner.get('/api/account/two-factor').expect(200)).body as unknown;
const setUp = async () => (await owner.post('/api/account/two-factor/setup').expect(200)).body as TwoFactorSetup;
const confirm = (code: string) => owner.post('/api/account/two-factor/confirm').send({ code });
const turnOff = (password: string) => owner.delete('/api/account/two-factor').send({ password });
const signInAsks = async () =>
  (await request(ctx.app).post('/api/admin/login').send({ email: testOwnerEmail, password: testAdminPassword }))
    .body as unknown;
const stored = () =>
  JSON.stringify(ctx.db.$client.prepare('SELECT * FROM staff_recovery_codes').all()) +
  JSON.stringify(ctx.db.$client.prepare('SELECT staff_id, confirmed_at FROM staff_totp').all());

describe('setting up the authenticator app', () => {
  it('offers the secret as text, as an otpauth address and as a QR code; nothing changes until confirmed', async () => {
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    const setup = await setUp();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/Shoreline%20Custom%20Closets:owner%40example.com?secret=${setup.secret}&issuer=Shoreline%20Custom%20Closets`,
    );
    expect(setup.qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(await status()).toMatchObject({ enabled: false });
    expect(await signInAsks()).toMatchObject({ authenticated: true });
  });

  it('a wrong or malformed code is refused under the code field', async () => {
    await setUp();
    const wrong = await confirm('000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ code: ['That code is not correct'] });
    const malformed = await confirm('12345');
    expect(malformed.body.fieldErrors).toEqual({ code: ['Enter the 6-digit code from your app'] });
    expect(await status()).toMatchObject({ enabled: false });
  });

  it('the right code turns it on and gives ten recovery codes, of which only hashes are stored', async () => {
    const { secret } = await setUp();
    const res = await confirm(` ${(await appCode(secret)).replace(/^(\d{3})/, '$1 ')} `);
    expect(res.status).toBe(200);
    const codes = res.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      // 24 base32 characters, 120 bits (ASVS 6.5.2), in groups of four.
      expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){5}$/);
      expect(stored()).not.toContain(code.replaceAll('-', ''));
    }
    expect(await status()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(await signInAsks()).toEqual({ authenticated: false, twoFactor: 'code' });
    // Once on, neither a new setup nor a second confirmation replaces it.
    expect((await owner.post('/api/account/two-factor/setup')).status).toBe(409);
    expect((await confirm(await appCode(secret, 1))).status).toBe(400);
  });

  it('a newer setup replaces the unconfirmed one', async () => {
    const first = await setUp();
    const second = await setUp();
    expect(second.secret).not.toBe(first.secret);
    expect((await confirm(await appCode(first.secret))).status).toBe(400);
    expect((await confirm(await appCode(second.secret))).status).toBe(200);
  });
});

describe('turning it off', () => {
  it('needs the current password, then asks for no code at sign-in and drops the recovery codes', async () => {
    await turnOnTwoFactor(owner);
    const wrong = await turnOff('not my password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ password: ['Your password is not correct'] });
    expect((await turnOff('')).body.fieldErrors).toEqual({ password: ['Enter your password'] });
    expect(await status()).toMatchObject({ enabled: true });

    expect((await turnOff(testAdminPassword)).body).toEqual({ success: true });
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    expect(await signInAsks()).toMatchObject({ authenticated: true });
    expect(stored()).toBe('[][]');
    expect((await turnOff(testAdminPassword)).status).toBe(409);
  });

  it('is refused while the owner requires it for everyone', async () => {
    await turnOnTwoFactor(owner);
    await owner.put('/api/team/settings').send({ requireTwoFactor: true }).expect(200);
    const res = await turnOff(testAdminPassword);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Your team requires two-factor sign-in for everyone');
    expect(await status()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: true });
  });

  it('records turning on and off in the activity record', async () => {
    await turnOnTwoFactor(owner);
    await turnOff(testAdminPassword).expect(200);
    const rows = ctx.db.$client
      .prepare("SELECT action, subject_type AS type, subject_id AS id FROM activity_log WHERE action != 'sign-in'")
      .all();
    expect(rows).toEqual([
      { action: 'totp-setup-started', type: 'person', id: 1 },
      { action: 'totp-enabled', type: 'person', id: 1 },
      { action: 'totp-disabled', type: 'person', id: 1 },
    ]);
  });
});
