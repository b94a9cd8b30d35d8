import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { fromSitePage } from '../../test/from-site-page';
import { hashPassword } from '../auth/password-hash';
import { migrationsFolder, openDatabase } from '../db/open-database';
import type { Db } from '../db/types';
import { testScryptCost } from '../../test/admin-agent';

/** The migrations `main` had before the verification table: 0000 to 0010. */
const lastOldMigration = 10;

/** A migrations folder holding only today's migrations, with their journal entries. */
function oldMigrationsFolder(dir: string): string {
  const folder = path.join(dir, 'old-migrations');
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= lastOldMigration);
  expect(journal.entries.at(-1)?.tag).toBe('0010_booking');
  for (const { tag } of journal.entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const password = 'correct horse battery staple';
const day = 86_400_000;

/** Today's database, with one of each secret link written the way today's main writes them. */
async function todaysDatabase(file: string, folder: string) {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  migrate(drizzle(sqlite), { migrationsFolder: folder });
  const tokens = {
    invitation: newToken(),
    reset: newToken(),
    booking: newToken(),
    personalFeed: newToken(),
    companyFeed: newToken(),
  };
  const passwordHash = await hashPassword(password, testScryptCost);
  const addPerson = sqlite.prepare(
    'INSERT INTO staff (name, email, role, password_hash, feed_token) VALUES (?, ?, ?, ?, ?) RETURNING id',
  );
  const owner = addPerson.get('Olive Owner', 'owner@example.com', 'owner', passwordHash, null) as { id: number };
  const designer = addPerson.get('Dee Signer', 'dee@example.com', 'designer', passwordHash, tokens.personalFeed) as {
    id: number;
  };
  const later = new Date(Date.now() + 3 * day).toISOString();
  sqlite
    .prepare(
      'INSERT INTO staff_invitations (token_hash, name, email, role, invited_by, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(sha256(tokens.invitation), 'Ivy Invited', 'ivy@example.com', 'office', owner.id, later);
  const inHalfAnHour = new Date(Date.now() + 25 * 60_000).toISOString();
  sqlite
    .prepare('INSERT INTO staff_password_resets (staff_id, token_hash, expires_at) VALUES (?, ?, ?)')
    .run(designer.id, sha256(tokens.reset), inHalfAnHour);
  const lead = sqlite
    .prepare(
      `INSERT INTO contact_submissions (name, email, phone, zip, rooms, message) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get('Hana Homeowner', 'hana@example.com', '203 555 0100', '06880', '["Pantry"]', 'Hi') as { id: number };
  sqlite.prepare('INSERT INTO booking_links (token_hash, lead_id) VALUES (?, ?)').run(sha256(tokens.booking), lead.id);
  sqlite.prepare("INSERT INTO app_settings (key, value) VALUES ('calendar_feed_token', ?)").run(tokens.companyFeed);
  sqlite.close();
  return tokens;
}

/** Every byte of the database as it lies on disk, write-ahead log included. */
const fileBytes = (file: string) =>
  ['', '-wal', '-shm']
    .map((suffix) => file + suffix)
    .filter((f) => fs.existsSync(f))
    .map((f) => fs.readFileSync(f).toString('latin1'))
    .join('');

let dir: string;
let db: Db | undefined;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-upgrade-'));
});
afterEach(() => {
  db?.$client.close();
  db = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('links sent before the verification table', () => {
  it('keep working after the upgrade, and the database file no longer holds a plain token', async () => {
    const file = path.join(dir, 'site.db');
    const tokens = await todaysDatabase(file, oldMigrationsFolder(dir));
    // Today's file holds both calendar tokens as they are.
    expect(fileBytes(file)).toContain(tokens.personalFeed);
    expect(fileBytes(file)).toContain(tokens.companyFeed);

    db = openDatabase(file);
    const app = fromSitePage(createApp({ db, logError: () => {}, siteUrl: 'https://closets.example' }));
    for (const token of Object.values(tokens)) expect(fileBytes(file)).not.toContain(token);

    // Each link opens what it opened before.
    expect((await request(app).get(`/api/invitations/${tokens.invitation}`)).body).toEqual({
      state: 'valid',
      name: 'Ivy Invited',
      email: 'ivy@example.com',
      role: 'office',
    });
    expect((await request(app).get(`/api/password-resets/${tokens.reset}`)).body).toEqual({
      state: 'valid',
      email: 'dee@example.com',
    });
    expect((await request(app).get(`/api/bookings/${tokens.booking}`)).status).toBe(200);
    for (const feed of [tokens.personalFeed, tokens.companyFeed]) {
      const res = await request(app).get(`/api/calendar/${feed}.ics`);
      expect(res.status).toBe(200);
      expect(res.text).toContain('BEGIN:VCALENDAR');
    }

    // And does what it did: the invitation joins once, the reset sets a password once.
    const newPassword = 'cedar drawers and soft-close hinges';
    expect(
      (await request(app).post(`/api/invitations/${tokens.invitation}`).send({ password: newPassword })).status,
    ).toBe(201);
    expect(
      (await request(app).post(`/api/password-resets/${tokens.reset}`).send({ password: newPassword })).status,
    ).toBe(200);
    for (const [kind, token] of [
      ['invitations', tokens.invitation],
      ['password-resets', tokens.reset],
    ] as const) {
      expect((await request(app).get(`/api/${kind}/${token}`)).body).toEqual({ state: 'unusable' });
    }
    const signIn = await request(app)
      .post('/api/admin/login')
      .send({ email: 'dee@example.com', password: newPassword });
    expect(signIn.status).toBe(200);

    // The company feed became the first owner's own link: disabling the owner would end it.
    expect(
      db.$client
        .prepare(
          "SELECT purpose, staff_id AS staffId FROM verifications WHERE purpose LIKE 'calendar-%' ORDER BY purpose",
        )
        .all(),
    ).toEqual([
      { purpose: 'calendar-everyone', staffId: 1 },
      { purpose: 'calendar-own', staffId: 2 },
    ]);
    expect(db.$client.prepare("SELECT * FROM app_settings WHERE key = 'calendar_feed_token'").all()).toEqual([]);
  }, 30_000); // two passwords hashed at production cost

  it('opening an upgraded database again changes nothing (the migration runs once)', async () => {
    const file = path.join(dir, 'site.db');
    const tokens = await todaysDatabase(file, oldMigrationsFolder(dir));
    openDatabase(file).$client.close();
    db = openDatabase(file);
    expect(db.$client.prepare('SELECT COUNT(*) AS n FROM verifications').get()).toEqual({ n: 5 });
    const app = fromSitePage(createApp({ db, logError: () => {} }));
    expect((await request(app).get(`/api/calendar/${tokens.personalFeed}.ics`)).status).toBe(200);
  });
});
