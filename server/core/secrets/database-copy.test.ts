import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDatabase } from '../db/backup';
import { createOutboxWorker } from '../mail/outbox-worker';
import type { OutgoingMail } from '../mail/transport';
import { signedInAgent } from '../../test/admin-agent';
import { createTestApp } from '../../test/test-app';
import { turnOnTwoFactor } from '../../test/two-factor';
import { defaultKeyFilePath } from './key-file';
import { appWithOwnerAccount } from '../../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(async () => {
  ctx = await appWithOwnerAccount({ mail: { sendConfirmation: true } });
});
afterEach(() => ctx.cleanup());

/** Everything SQLite has written for the database (the file and its write-ahead log), as text. */
function databaseBytes(): string {
  const files = [ctx.dbPath, `${ctx.dbPath}-wal`].filter((f) => fs.existsSync(f));
  return files.map((f) => fs.readFileSync(f).toString('latin1')).join('\n');
}

/** The session id in a response's cookies (a sign-in also sets the device cookie). */
const sessionIdOf = (cookies: string[]) =>
  decodeURIComponent(/closets_admin=s%3A([^.;]+)\./.exec(cookies.join('\n'))![1]!);

/** The outbox sent through a sender that keeps what it was given. */
async function sendOutbox(): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  const sender = { send: async (mail: OutgoingMail) => void sent.push(mail), close: () => {} };
  await createOutboxWorker({ db: ctx.db, sender, from: 'site@example.com' }).runOnce();
  return sent;
}

describe('a copy of the database signs nobody in', () => {
  it('holds no session id, cookie secret, data key or TOTP secret; the key file is 0600 and not in the backup', async () => {
    const login = await request(ctx.app)
      .post('/api/admin/login')
      .send({ email: 'owner@example.com', password: 'correct horse battery staple' });
    const cookies = login.headers['set-cookie'] as unknown as string[];
    const sid = sessionIdOf(cookies);
    const owner = await signedInAgent(ctx.app);
    const { secret } = await turnOnTwoFactor(owner);
    const keyFile = defaultKeyFilePath(ctx.dbPath);
    const keys = JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { cookieSecret: string; dataKeys: { key: string }[] };
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);

    const bytes = databaseBytes();
    expect(sid).toHaveLength(32);
    expect(bytes).not.toContain(sid);
    expect(bytes).not.toContain(secret);
    expect(bytes).not.toContain(keys.cookieSecret);
    expect(bytes).not.toContain(keys.dataKeys[0]!.key);
    // The cookie still opens the dashboard: the row is found by the hash of its id.
    expect((await request(ctx.app).get('/api/admin/session').set('Cookie', cookies)).body).toMatchObject({
      authenticated: true,
    });

    const dir = path.join(path.dirname(ctx.dbPath), 'backups');
    const { file } = await backupDatabase(ctx.db.$client, dir);
    expect(fs.readdirSync(dir)).toEqual([path.basename(file)]);
    const copy = fs.readFileSync(file).toString('latin1');
    for (const value of [sid, secret, keys.cookieSecret, keys.dataKeys[0]!.key]) expect(copy).not.toContain(value);
  });

  it('holds no invitation or booking link, neither while the e-mail waits nor once it is sent', async () => {
    const owner = await signedInAgent(ctx.app);
    const invited = await owner
      .post('/api/team/invitations')
      .send({ name: 'Dana Reyes', email: 'dana@example.com', role: 'designer' });
    expect(invited.status).toBe(201);
    const invitationToken = new URL(invited.body.link as string).searchParams.get('invitation')!;
    const contact = await request(ctx.app)
      .post('/api/contact')
      .send({
        name: 'Sam Lee',
        email: 'sam@example.com',
        phone: '203 555 0123',
        zip: '06880',
        rooms: ['Pantry'],
        message: 'A walk-in pantry with pull-outs.',
      });
    expect(contact.status).toBe(200);
    const tokens = [invitationToken];

    const sent = await sendOutbox();
    const bookingLink = sent.map((m) => /\/book\/([\w-]{43})/.exec(m.text)?.[1]).find(Boolean);
    expect(bookingLink).toBeDefined();
    tokens.push(bookingLink!);
    // The worker opened the bodies for sending: the invitation went out with its link.
    expect(sent.find((m) => m.to === 'dana@example.com')?.text).toContain(invitationToken);

    // Queued, then sent: the tokens are in neither state's bytes (both are in the WAL).
    const bytes = databaseBytes();
    for (const token of tokens) expect(bytes).not.toContain(token);
    ctx.db.$client.pragma('wal_checkpoint(TRUNCATE)');
    for (const token of tokens) expect(databaseBytes()).not.toContain(token);
  });
});
