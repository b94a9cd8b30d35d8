import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownerSessionCookie, testAdminPassword } from '../test/admin-agent';
import { burst, listening } from '../test/burst';
import { createTestApp } from '../test/test-app';
import { appWithOwnerAccount } from '../test/owner-app';

// A stolen session's guesses sent at once are counted before they are checked (OWASP ASVS 6.3.1):
// at the default limit of ten, ten of them are checked and the rest wait, however many arrive together.
let ctx: ReturnType<typeof createTestApp>;
let server: Awaited<ReturnType<typeof listening>>;
let cookie: string;
beforeEach(async () => {
  ctx = await appWithOwnerAccount({ trustProxy: true });
  server = await listening(ctx.app);
  cookie = await ownerSessionCookie(server.server);
});
afterEach(async () => {
  await server.close();
  await ctx.cleanup();
});

const held = 'Too many sign-in attempts. Please try again in 15 minutes.';
const passwordHeld = 'Too many password attempts. Please wait a few minutes and try again.';
// Each from an address of its own: the person's key holds, not only the address's.
const from = (i: number) => ({ Cookie: cookie, 'X-Forwarded-For': `203.0.113.${i + 1}` });
const confirm = (password: string, i = 0) =>
  request(server.server).post('/api/account/confirm').set(from(i)).send({ password });
const changePassword = (currentPassword: string, i = 0) =>
  request(server.server)
    .post('/api/account/password')
    .set(from(i))
    .send({ currentPassword, newPassword: 'walnut shelves and brass rails', endOtherSessions: false });

describe('a burst of guesses from a signed-in session', { timeout: 30_000 }, () => {
  it("Confirm it's you: 100 wrong passwords at once get ten answers other than 429", async () => {
    expect(await burst(100, (i) => confirm(`guess ${i}`, i))).toEqual({ 400: 10, 429: 90 });
    const res = await confirm(testAdminPassword);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, error: held });
  });

  it('the current password of a password change: 100 wrong ones at once get ten answers other than 429', async () => {
    expect(await burst(100, (i) => changePassword(`guess ${i}`, i))).toEqual({ 400: 10, 429: 90 });
    const res = await changePassword(testAdminPassword);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, error: passwordHeld });
  });

  it("a right password under the limit confirms it's you and gives its point back", async () => {
    for (let i = 0; i < 9; i++) expect((await confirm(`guess ${i}`)).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await confirm(testAdminPassword)).status).toBe(200);
    expect((await confirm('guess 9')).status).toBe(400);
    expect((await confirm(testAdminPassword)).status).toBe(429);
  });
});
