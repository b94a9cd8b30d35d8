import type { SessionData } from 'express-session';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { addTestStaff, signedInAgent, testAdminPassword, testOwnerEmail, testScryptCost } from '../../test/admin-agent';
import { createTestApp } from '../../test/test-app';
import { appCode, turnOnTwoFactor } from '../../test/two-factor';
import { setStaffPassword } from './staff-accounts';
import { SqliteSessionStore } from './sqlite-session-store';
import { appWithOwnerAccount } from '../../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(async () => {
  ctx = await appWithOwnerAccount();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await ctx.cleanup();
});

/**
 * Holds the next save of a session with a passkey challenge on it (the passkey options POST puts
 * one there) just before the store writes it: the request is in flight, its session loaded and
 * changed, and express-session about to write it back.
 */
function holdNextChallengeSave() {
  const original = SqliteSessionStore.prototype.set;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const reachedSave = new Promise<void>((resolve) => (reached = resolve));
  let held = false;
  vi.spyOn(SqliteSessionStore.prototype, 'set').mockImplementation(function (
    this: SqliteSessionStore,
    sid: string,
    sess: SessionData,
    cb?: (err?: unknown) => void,
  ) {
    if (held || !sess.passkeyChallenge) return original.call(this, sid, sess, cb);
    held = true;
    reached();
    void released.then(() => original.call(this, sid, sess, cb));
  });
  return { reachedSave, release };
}

const sessionRows = () => (ctx.db.$client.prepare('SELECT count(*) AS n FROM admin_sessions').get() as { n: number }).n;

/** Starts the slow request on `laptop` and, while it is held, runs `endThem`; then lets it finish. */
async function raceASlowRequestWith(laptop: TestAgent, endThem: () => Promise<unknown>) {
  const hold = holdNextChallengeSave();
  const slow = laptop.post('/api/account/passkeys/options').then((res) => res);
  await hold.reachedSave;
  const rowsBefore = sessionRows();
  await endThem();
  const rowsEnded = sessionRows();
  expect(rowsEnded).toBeLessThan(rowsBefore);
  hold.release();
  expect((await slow).status).toBe(200);
  // The race is real: express-session wrote the ended session's row back when the request ended.
  expect(sessionRows()).toBe(rowsEnded + 1);
}

describe('an ended session stays ended, even when a request still in flight saves it again', () => {
  it('sign out everywhere else: the slow request ends, and the next request with its cookie gets 401', async () => {
    const laptop = await signedInAgent(ctx.app);
    const phone = await signedInAgent(ctx.app);
    const hold = holdNextChallengeSave();
    const slow = laptop.post('/api/account/passkeys/options').then((res) => res);
    await hold.reachedSave;
    expect((await phone.post('/api/account/sessions/end-others')).body).toEqual({ ended: 1 });
    expect(sessionRows()).toBe(1);
    hold.release();
    expect((await slow).status).toBe(200);
    // The race is real: express-session wrote the ended session's row back when the request ended.
    expect(sessionRows()).toBe(2);
    // "Your sessions" does not list it,
    expect((await phone.get('/api/account/sessions')).body.sessions).toHaveLength(1);

    // and its cookie no longer opens anything.
    const after = await laptop.get('/api/contacts');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, error: 'Sign in to continue' });
    expect(sessionRows()).toBe(1);
    // The session that asked stays signed in, and a new sign-in on the laptop works.
    expect((await phone.get('/api/contacts')).status).toBe(200);
    expect((await (await signedInAgent(ctx.app)).get('/api/contacts')).status).toBe(200);
  });

  it('an owner ending a designer’s sessions, and a new password (reset or the CLI), end them for good', async () => {
    const designer = await addTestStaff(ctx.db, 'designer');
    const owner = await signedInAgent(ctx.app);
    const ends = [
      () => owner.post(`/api/team/people/${designer.id}/end-sessions`).expect(200),
      () => setStaffPassword(ctx.db, designer.id, testAdminPassword, testScryptCost),
    ];
    for (const endThem of ends) {
      const theirs = await signedInAgent(ctx.app, 'designer@example.com');
      await raceASlowRequestWith(theirs, endThem);
      vi.restoreAllMocks();
      expect((await theirs.get('/api/my-day')).status).toBe(401);
    }
    expect((await owner.get('/api/contacts')).status).toBe(200);
  });

  it('changing your password with "sign out my other sessions" keeps this session and ends the others for good', async () => {
    const laptop = await signedInAgent(ctx.app);
    const phone = await signedInAgent(ctx.app);
    await raceASlowRequestWith(laptop, () =>
      phone
        .post('/api/account/password')
        .send({ currentPassword: testAdminPassword, newPassword: 'a brand new passphrase', endOtherSessions: true })
        .expect(200),
    );
    expect((await laptop.get('/api/contacts')).status).toBe(401);
    expect((await phone.get('/api/contacts')).status).toBe(200);
  });

  it('a sign-in waiting for its code ends for good with a reset, though a request in flight saves it again', async () => {
    const { secret } = await turnOnTwoFactor(await signedInAgent(ctx.app));
    const waiting = request.agent(ctx.app);
    const passwordStep = await waiting
      .post('/api/admin/login')
      .send({ email: testOwnerEmail, password: testAdminPassword });
    expect(passwordStep.body).toEqual({ authenticated: false, twoFactor: 'code' });
    const hold = holdNextChallengeSave();
    const slow = waiting.post('/api/admin/login/passkey/options').then((res) => res);
    await hold.reachedSave;
    const owner = (ctx.db.$client.prepare("SELECT id FROM staff WHERE role = 'owner'").get() as { id: number }).id;
    await setStaffPassword(ctx.db, owner, 'a brand new passphrase', testScryptCost);
    hold.release();
    expect((await slow).status).toBe(200);

    const code = await waiting.post('/api/admin/login/code').send({ code: await appCode(secret, 1) });
    expect(code.status).not.toBe(200);
    expect((await waiting.get('/api/admin/session')).body).toEqual({ authenticated: false });
  });
});
