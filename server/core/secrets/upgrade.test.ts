import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { generate, generateSecret } from 'otplib';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { fromSitePage } from '../../test/from-site-page';
import { useTestPassword } from '../../test/admin-agent';
import { sessionCookieName } from '../auth/admin-session';
import { verifySignInCode } from '../auth/two-factor/verify-sign-in-code';
import { connectDatabase, migrationsFolder, openDatabase } from '../db/open-database';
import type { Db } from '../db/types';
import { listOutbox } from '../mail/outbox';
import { defaultKeyFilePath } from './key-file';

let dir: string;
let dbPath: string;
const open: Db[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-upgrade-'));
  dbPath = path.join(dir, 'site.db');
});
afterEach(() => {
  for (const db of open.splice(0)) db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const legacySecret = crypto.randomBytes(32).toString('base64url');
const rawSid = crypto.randomBytes(24).toString('base64url');
const totpSecret = generateSecret();
const legacyCode = 'abcd2efgh9';
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const link = 'https://www.example.com/admin?invitation=legacy-token-in-an-old-mail-body-xxxxxxxxxx';

/** express-session's cookie: "s:" + the id + "." + its HMAC-SHA256 under the secret (cookie-signature). */
const cookieFor = (sid: string, secret: string) =>
  `${sessionCookieName}=${encodeURIComponent(
    `s:${sid}.${crypto.createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`,
  )}`;

/** A database as the version before the key file left it: every secret stored in a usable form. */
async function oldDatabase(): Promise<number> {
  const db = connectDatabase(dbPath);
  migrate(db, { migrationsFolder });
  const sqlite = db.$client;
  await useTestPassword(db);
  const owner = sqlite.prepare("SELECT id FROM staff WHERE role = 'owner'").get() as { id: number };
  sqlite.prepare("INSERT INTO app_settings (key, value) VALUES ('session_secret', ?)").run(legacySecret);
  const now = Date.now();
  const data = {
    cookie: { originalMaxAge: 8 * 3600_000, expires: new Date(now + 3600_000) },
    staffId: owner.id,
    signedInAt: now,
  };
  sqlite
    .prepare('INSERT INTO admin_sessions (sid, data, expires_at) VALUES (?, ?, ?)')
    .run(rawSid, JSON.stringify(data), now + 3600_000);
  sqlite
    .prepare("INSERT INTO staff_totp (staff_id, secret, confirmed_at) VALUES (?, ?, '2026-01-01T00:00:00.000Z')")
    .run(owner.id, totpSecret);
  sqlite
    .prepare('INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (?, ?)')
    .run(owner.id, sha256(legacyCode));
  sqlite
    .prepare(
      "INSERT INTO mail_outbox (kind, to_address, subject, body, status, next_attempt_at) VALUES ('staff-invitation', 'dana@example.com', 'Join', ?, 'sent', '2026-01-01T00:00:00.000Z')",
    )
    .run(`Open ${link}\n`);
  sqlite.close();
  return owner.id;
}

const rows = (db: Db, query: string) => db.$client.prepare(query).all() as Record<string, string>[];

describe('upgrading a database that kept its secrets in usable form', () => {
  it('moves the cookie secret to the key file and protects every stored secret in place; everyone stays signed in', async () => {
    const ownerId = await oldDatabase();
    const db = openDatabase(dbPath);
    open.push(db);
    const app = fromSitePage(createApp({ db }));

    // The cookie secret left the database for the 0600 key file, as it was: the old cookie still works.
    expect(rows(db, "SELECT * FROM app_settings WHERE key = 'session_secret'")).toEqual([]);
    const keyFile = defaultKeyFilePath(dbPath);
    expect(JSON.parse(fs.readFileSync(keyFile, 'utf8'))).toMatchObject({ cookieSecret: legacySecret });
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(rows(db, 'SELECT sid FROM admin_sessions')).toEqual([{ sid: sha256(rawSid) }]);
    const session = await request(app).get('/api/admin/session').set('Cookie', cookieFor(rawSid, legacySecret));
    expect(session.body).toMatchObject({ authenticated: true });

    // The TOTP secret and the mail body are sealed, and still open to what needs them.
    const [totp] = rows(db, 'SELECT secret FROM staff_totp');
    expect(totp!.secret).toMatch(/^sealed:1:/);
    expect(await verifySignInCode(db, ownerId, await generate({ secret: totpSecret }))).toBe('app');
    const [mail] = rows(db, 'SELECT body FROM mail_outbox');
    expect(mail!.body).not.toContain(link);
    expect(listOutbox(db)[0]!.body).toBe(`Open ${link}\n`);

    // The short recovery code is under a salted hash now, and works once.
    const [code] = rows(db, 'SELECT code_hash FROM staff_recovery_codes');
    expect(code!.code_hash).toMatch(/^scrypt\$/);
    expect(await verifySignInCode(db, ownerId, 'abcd-2efg-h9')).toBe('recovery');
    expect(await verifySignInCode(db, ownerId, 'abcd-2efg-h9')).toBeNull();

    // Opening it again changes nothing more.
    const before = rows(
      db,
      'SELECT secret FROM staff_totp UNION ALL SELECT body FROM mail_outbox UNION ALL SELECT sid FROM admin_sessions UNION ALL SELECT code_hash FROM staff_recovery_codes',
    );
    db.$client.close();
    open.pop();
    const again = openDatabase(dbPath);
    open.push(again);
    expect(
      rows(
        again,
        'SELECT secret FROM staff_totp UNION ALL SELECT body FROM mail_outbox UNION ALL SELECT sid FROM admin_sessions UNION ALL SELECT code_hash FROM staff_recovery_codes',
      ),
    ).toEqual(before);
    expect(JSON.parse(fs.readFileSync(keyFile, 'utf8'))).toMatchObject({ cookieSecret: legacySecret });
  });

  it('seals again under a newly added data key; values sealed under the old one still open', async () => {
    await oldDatabase();
    const first = openDatabase(dbPath);
    const sealedUnderOne = rows(first, 'SELECT body FROM mail_outbox')[0]!.body;
    first.$client.close();
    const keyFile = defaultKeyFilePath(dbPath);
    const keys = JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { dataKeys: { version: number; key: string }[] };
    keys.dataKeys.push({ version: 2, key: crypto.randomBytes(32).toString('base64url') });
    fs.writeFileSync(keyFile, JSON.stringify(keys));
    fs.chmodSync(keyFile, 0o644);

    const db = openDatabase(dbPath);
    open.push(db);
    expect(sealedUnderOne).toMatch(/^sealed:1:/);
    expect(rows(db, 'SELECT body FROM mail_outbox')[0]!.body).toMatch(/^sealed:2:/);
    expect(rows(db, 'SELECT secret FROM staff_totp')[0]!.secret).toMatch(/^sealed:2:/);
    expect(listOutbox(db)[0]!.body).toBe(`Open ${link}\n`);
    // A copy of the key file given loose permissions is tightened on start.
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('with the key file lost, the app’s codes cannot be checked but a recovery code still signs in', async () => {
    const ownerId = await oldDatabase();
    openDatabase(dbPath).$client.close();
    fs.rmSync(defaultKeyFilePath(dbPath));

    const db = openDatabase(dbPath);
    open.push(db);
    expect(await verifySignInCode(db, ownerId, await generate({ secret: totpSecret }))).toBeNull();
    expect(await verifySignInCode(db, ownerId, legacyCode)).toBe('recovery');
    // The old cookie secret went with the file: that sign-in is over.
    const session = await request(createApp({ db }))
      .get('/api/admin/session')
      .set('Cookie', cookieFor(rawSid, legacySecret));
    expect(session.body).toMatchObject({ authenticated: false });
  });
});
