import type { Express } from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TwoFactorSetup } from '../../shared/two-factor';
import { createApp } from '../app';
import { fromSitePage } from '../test/from-site-page';
import { openDatabase } from '../core/db/open-database';
import type { Db } from '../core/db/types';
import { ownerSessionCookie, testAdminPassword } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { appCode, stopTheClockMidStep, turnOnTwoFactor } from '../test/two-factor';
import { appWithOwnerAccount } from '../test/owner-app';

// Guessing the password or a code from a stolen session is counted in SQLite like failed sign-ins
// (OWASP ASVS 6.3.1): a restart, or another app on the same database file, does not start it again.
const limit = 2;
const passwordHeld = 'Too many password attempts. Please wait a few minutes and try again.';
const attemptsHeld = 'Too many attempts. Please wait a few minutes and try again.';
const newPassword = 'walnut shelves and brass rails';

let ctx: ReturnType<typeof createTestApp>;
let reopened: Db | undefined;
stopTheClockMidStep();
beforeEach(async () => {
  ctx = await appWithOwnerAccount({ rateLimits: { login: limit } });
});
afterEach(async () => {
  reopened?.$client.close();
  reopened = undefined;
  await ctx.cleanup();
});

/** The app as it runs again after a restart: a new process on the same database file. */
function restarted(): Express {
  reopened = openDatabase(ctx.dbPath);
  return fromSitePage(createApp({ db: reopened, logError: () => {}, rateLimits: { login: limit } }));
}

/** The owner's session cookie, as the browser keeps it across the restart. */
const signIn = () => ownerSessionCookie(ctx.app);

describe('guesses from a signed-in session survive a restart', () => {
  it('the current password of a password change', async () => {
    const cookie = await signIn();
    const change = (app: Express, currentPassword: string) =>
      request(app)
        .post('/api/account/password')
        .set('Cookie', cookie)
        .send({ currentPassword, newPassword, endOtherSessions: false });
    for (let i = 0; i < limit; i++) expect((await change(ctx.app, 'a guess')).status).toBe(400);
    const held = await change(restarted(), testAdminPassword);
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ success: false, error: passwordHeld });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the password that turns two-factor sign-in off', async () => {
    const cookie = await signIn();
    const agent = request.agent(ctx.app).set('Cookie', cookie);
    await turnOnTwoFactor(agent);
    const turnOff = (app: Express, password: string) =>
      request(app).delete('/api/account/two-factor').set('Cookie', cookie).send({ password });
    for (let i = 0; i < limit; i++) expect((await turnOff(ctx.app, 'a guess')).status).toBe(400);
    const held = await turnOff(restarted(), testAdminPassword);
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ success: false, error: attemptsHeld });
  });

  it('the code that finishes setting up two-factor sign-in', async () => {
    const cookie = await signIn();
    const setup = (await request(ctx.app).post('/api/account/two-factor/setup').set('Cookie', cookie).expect(200))
      .body as TwoFactorSetup;
    const confirm = (app: Express, code: string) =>
      request(app).post('/api/account/two-factor/confirm').set('Cookie', cookie).send({ code });
    for (let i = 0; i < limit; i++) expect((await confirm(ctx.app, '000000')).status).toBe(400);
    const held = await confirm(restarted(), await appCode(setup.secret));
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ success: false, error: attemptsHeld });
  });

  it('a right answer does not count, and a malformed one is a 400 that does not count either', async () => {
    const cookie = await signIn();
    const change = (currentPassword: string, next = newPassword) =>
      request(ctx.app)
        .post('/api/account/password')
        .set('Cookie', cookie)
        .send({ currentPassword, newPassword: next, endOtherSessions: false });
    expect((await change('')).status).toBe(400);
    expect((await change('a guess')).status).toBe(400);
    // One wrong guess of two: the right password still goes through.
    expect((await change(testAdminPassword)).status).toBe(200);
  });
});
