import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { fromSitePage } from '../../../test/from-site-page';
import { testAdminPassword, testOwnerEmail } from '../../../test/admin-agent';
import { burst, listening } from '../../../test/burst';
import { createTestApp } from '../../../test/test-app';
import { openDatabase } from '../../db/open-database';
import { appWithOwnerAccount } from '../../../test/owner-app';

// No lockout of the real person (OWASP ASVS 6.3.1): guessing is slowed per account and per address,
// a device that signed the person in before keeps its own budget, and the counts survive a restart.
let ctx: ReturnType<typeof createTestApp>;
beforeEach(async () => {
  ctx = await appWithOwnerAccount({ trustProxy: true });
});
afterEach(() => ctx.cleanup());

const held = 'Too many sign-in attempts. Please try again in 15 minutes.';
const attackers = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`);

const signIn = (app: Parameters<typeof request>[0], password: string, headers: Record<string, string> = {}) =>
  request(app).post('/api/admin/login').set(headers).send({ email: testOwnerEmail, password });

/** The owner signs in once from their own browser: the `closets_device` cookie it keeps. */
async function ownersDevice(): Promise<string> {
  const res = await signIn(ctx.app, testAdminPassword, { 'X-Forwarded-For': '198.51.100.7' });
  expect(res.status).toBe(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('closets_device='));
  expect(cookie).toMatch(
    /^closets_device=[\w-]{43}; Max-Age=31536000; Path=\/api\/admin\/login; Expires=.+; HttpOnly; SameSite=Strict$/,
  );
  return cookie!.split(';')[0]!;
}

async function hammer(app = ctx.app) {
  for (const ip of attackers) {
    for (let i = 0; i < 3; i++) await signIn(app, `guess ${i} from ${ip}`, { 'X-Forwarded-For': ip });
  }
}

const throttledRows = () =>
  ctx.db.$client
    .prepare("SELECT actor_id AS actorId, ip, detail FROM activity_log WHERE action = 'sign-in-throttled'")
    .all();

describe('sign-in under attack from ten addresses', { timeout: 20_000 }, () => {
  it("holds back every new device, but the owner's own device still signs in with the right password", async () => {
    const device = await ownersDevice();
    await hammer();
    // An eleventh address, even with the right password, waits: the account's budget is spent.
    const elsewhere = await signIn(ctx.app, testAdminPassword, { 'X-Forwarded-For': '192.0.2.99' });
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body).toEqual({ success: false, error: held });
    expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(890);
    const mine = await signIn(ctx.app, testAdminPassword, { 'X-Forwarded-For': '198.51.100.7', Cookie: device });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ authenticated: true });
  });

  it('an unknown e-mail gets the same answers as the owner’s (no account is revealed)', async () => {
    // A limit of 3: an unknown e-mail is checked against a dummy hash at the production cost (same timing).
    const small = fromSitePage(
      createApp({ db: ctx.db, logError: () => {}, trustProxy: true, rateLimits: { login: 3 } }),
    );
    const attempt = (email: string, ip: string) =>
      request(small).post('/api/admin/login').set('X-Forwarded-For', ip).send({ email, password: 'guess' });
    for (const email of [testOwnerEmail, 'nobody@example.com']) {
      for (const ip of attackers.slice(0, 3))
        expect((await attempt(email, ip)).body.error).toBe('Incorrect e-mail or password');
      const res = await attempt(email, '192.0.2.99');
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ success: false, error: held });
    }
  });

  it('a known device has its own budget: ten wrong passwords from it hold only it back', async () => {
    const device = await ownersDevice();
    const fromDevice = (password: string) =>
      signIn(ctx.app, password, { 'X-Forwarded-For': '198.51.100.7', Cookie: device });
    for (let i = 0; i < 10; i++) expect((await fromDevice('typo')).status).toBe(401);
    expect((await fromDevice(testAdminPassword)).status).toBe(429);
    expect((await signIn(ctx.app, testAdminPassword, { 'X-Forwarded-For': '192.0.2.5' })).status).toBe(200);
  });

  it('the database holds only a hash of the device id', async () => {
    const device = await ownersDevice();
    const id = device.split('=')[1]!;
    const rows = ctx.db.$client.prepare('SELECT device_hash AS hash, staff_id AS staffId FROM staff_devices').all();
    expect(rows).toEqual([{ hash: expect.stringMatching(/^[0-9a-f]{64}$/), staffId: 1 }]);
    expect(JSON.stringify(rows)).not.toContain(id);
  });

  it('the counts survive a restart: a new app on the same database file still holds back, and lets the device in', async () => {
    const device = await ownersDevice();
    await hammer();
    const reopened = openDatabase(ctx.dbPath);
    try {
      const restarted = fromSitePage(createApp({ db: reopened, logError: () => {}, trustProxy: true }));
      expect((await signIn(restarted, testAdminPassword, { 'X-Forwarded-For': '192.0.2.99' })).status).toBe(429);
      expect((await signIn(restarted, testAdminPassword, { 'X-Forwarded-For': attackers[0]! })).status).toBe(429);
      const mine = await signIn(restarted, testAdminPassword, { 'X-Forwarded-For': '198.51.100.7', Cookie: device });
      expect(mine.status).toBe(200);
    } finally {
      reopened.$client.close();
    }
  });

  it('held-back sign-ins are recorded once a minute per person, and per address when nobody is known', async () => {
    await hammer();
    expect(throttledRows()).toEqual([{ actorId: 1, ip: attackers[3], detail: '/api/admin/login' }]);
    const small = fromSitePage(
      createApp({ db: ctx.db, logError: () => {}, trustProxy: true, rateLimits: { login: 3 } }),
    );
    for (let i = 0; i < 5; i++) {
      await request(small)
        .post('/api/admin/login')
        .set('X-Forwarded-For', '192.0.2.200')
        .send({ email: `nobody${i}@example.com`, password: 'guess' });
    }
    expect(throttledRows()).toEqual([
      { actorId: 1, ip: attackers[3], detail: '/api/admin/login' },
      { actorId: null, ip: '192.0.2.200', detail: '/api/admin/login' },
    ]);
  });
});

describe('a burst of guesses sent at once', { timeout: 30_000 }, () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeEach(async () => {
    server = await listening(ctx.app);
  });
  afterEach(() => server.close());

  const wrongFrom = (i: number) => signIn(server.server, `guess ${i}`, { 'X-Forwarded-For': `203.0.113.${i + 1}` });
  const failedRows = () =>
    ctx.db.$client.prepare("SELECT count(*) AS n FROM activity_log WHERE action = 'sign-in-failed'").get();

  it('from a clean start, 100 wrong passwords for one e-mail at once get ten answers other than 429', async () => {
    expect(await burst(100, wrongFrom)).toEqual({ 401: 10, 429: 90 });
    expect(failedRows()).toEqual({ n: 10 });
    const res = await signIn(server.server, testAdminPassword, { 'X-Forwarded-For': '192.0.2.99' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, error: held });
  });

  it('a right password under the limit signs in and gives its point back', async () => {
    const from = { 'X-Forwarded-For': '192.0.2.10' };
    for (let i = 0; i < 9; i++) expect((await signIn(server.server, `guess ${i}`, from)).status).toBe(401);
    // Three sign-ins from a browser that keeps no cookie: none of them spends the last point.
    for (let i = 0; i < 3; i++) expect((await signIn(server.server, testAdminPassword, from)).status).toBe(200);
    expect((await signIn(server.server, 'guess 9', from)).status).toBe(401);
    expect((await signIn(server.server, testAdminPassword, from)).status).toBe(429);
  });

  it("the owner's own device signs in while the burst runs and after it", async () => {
    const device = await ownersDevice();
    const mine = () => signIn(server.server, testAdminPassword, { 'X-Forwarded-For': '198.51.100.7', Cookie: device });
    const [during, counts] = await Promise.all([mine(), burst(100, wrongFrom)]);
    expect(during.status).toBe(200);
    expect(counts).toEqual({ 401: 10, 429: 90 });
    expect((await mine()).status).toBe(200);
    expect((await signIn(server.server, testAdminPassword, { 'X-Forwarded-For': '192.0.2.99' })).status).toBe(429);
  });
});
