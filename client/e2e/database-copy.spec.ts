import fs from 'node:fs';
import { expect, request, test } from '@playwright/test';
import { defaultKeyFilePath } from '../../server/core/secrets/key-file';
import { e2eAdminEmail, e2eAdminPassword } from './fixtures';
import { fromSite } from './from-site';
import { invite } from './invitations';

// Against the production build: what the database file holds after a sign-in, an invitation and a
// consultation request (whose answer carries a booking link), with the e-mails still queued.
const run = Date.now().toString(36);
const databaseFile = process.env.E2E_DATABASE_PATH ?? '';

/** The database file and its write-ahead log, as text. */
const databaseBytes = () =>
  [databaseFile, `${databaseFile}-wal`]
    .filter((f) => fs.existsSync(f))
    .map((f) => fs.readFileSync(f).toString('latin1'))
    .join('\n');

test('the database file holds no session id, invitation or booking link, and no key; the key file is 0600', async ({
  baseURL,
}) => {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: fromSite });
  const login = await api.post('/api/admin/login', { data: { email: e2eAdminEmail, password: e2eAdminPassword } });
  expect(login.status()).toBe(200);
  const cookie = (await api.storageState()).cookies.find((c) => c.name === 'closets_admin')!;
  const sid = /^s:([^.]+)\./.exec(decodeURIComponent(cookie.value))![1]!;

  const { token: invitationToken } = await invite(api, {
    name: `Copy Check ${run}`,
    email: `copy.${run}@example.com`,
    role: 'designer',
  });
  const contact = await api.post('/api/contact', {
    data: {
      name: `Copy Check ${run}`,
      email: `copy.lead.${run}@example.com`,
      phone: '203 555 0190',
      zip: '06880',
      rooms: ['Pantry'],
      message: 'A walk-in pantry with pull-outs.',
    },
  });
  expect(contact.status()).toBe(200);
  const bookingToken = /\/book\/([\w-]{43})/.exec(((await contact.json()) as { bookingUrl: string }).bookingUrl)![1]!;

  const keyFile = defaultKeyFilePath(databaseFile);
  expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  const keys = JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { cookieSecret: string; dataKeys: { key: string }[] };
  const bytes = databaseBytes();
  for (const secret of [sid, invitationToken, bookingToken, keys.cookieSecret, ...keys.dataKeys.map((k) => k.key)]) {
    expect(bytes.includes(secret), secret.slice(0, 6)).toBe(false);
  }
  // The session still works: it is found by the hash of its id.
  expect((await api.get('/api/admin/session')).status()).toBe(200);
  expect(await (await api.get('/api/admin/session')).json()).toMatchObject({ authenticated: true });
  await api.post('/api/admin/logout');
  await api.dispose();
});
