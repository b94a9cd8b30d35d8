import { randomBytes } from 'node:crypto';
import { request, test } from '@playwright/test';
import { signInTimeout, staffApi } from './admin-session';
import { unseal, withDb } from './database-seam';
import { e2eAdminEmail } from './fixtures';
import { fromSite } from './from-site';
import { acceptInvitation, invite } from './invitations';
import { expect } from './patient-expect';

// Secret links from outside, against the production build: a dead one names nobody, a reset link
// works once, and the database keeps no token of a link it made.
test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36);
const office = { name: `Olu Office ${run}`, email: `olu.${run}@example.com`, role: 'office' };
const firstPassword = 'walnut shelves and brass rails';
const newPassword = 'cedar drawers and soft-close hinges';
const madeUp = () => randomBytes(32).toString('base64url');

test('an invitation or reset link that cannot be used gets one answer that names nobody', async ({ page, baseURL }) => {
  const anonymous = await request.newContext({ baseURL, extraHTTPHeaders: fromSite });
  for (const kind of ['invitations', 'password-resets']) {
    const res = await anonymous.get(`/api/${kind}/${madeUp()}`);
    expect(await res.json()).toEqual({ state: 'unusable' });
  }
  await anonymous.dispose();

  await page.goto(`/admin?invitation=${madeUp()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation link no longer works' })).toBeVisible();
  await expect(page.getByText('Ask the person who invited you to send you a new one.', { exact: false })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(e2eAdminEmail);
  await expect(page.getByRole('main')).not.toContainText('@');
});

test('a reset link sets a new password once, and only its hash is in the database', async ({ page, baseURL }) => {
  // A person of their own, so no other spec's sign-in is touched.
  const owner = await staffApi(baseURL);
  const { token: invitationToken } = await invite(owner, office);
  const anonymous = await request.newContext({ baseURL, extraHTTPHeaders: fromSite });
  await acceptInvitation(anonymous, invitationToken, firstPassword);
  await anonymous.dispose();
  await owner.dispose();

  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(office.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('a link to choose a new password is on its way', { exact: false })).toBeVisible();
  const mail = withDb(
    (db) =>
      db.prepare("SELECT body FROM mail_outbox WHERE kind = 'password-reset' AND to_address = ?").get(office.email) as
        { body: string } | undefined,
  );
  // Sealed in the database: opened with the key file, as the outbox worker does.
  const resetToken = /\?reset=([\w-]{43})/.exec(mail ? unseal(mail.body) : '')?.[1] ?? '';
  expect(resetToken).not.toBe('');
  // The verification table holds a hash of each link, never the token itself.
  const stored = withDb((db) => JSON.stringify(db.prepare('SELECT * FROM verifications').all()));
  for (const token of [invitationToken, resetToken]) expect(stored).not.toContain(token);

  await page.goto(`/admin?reset=${resetToken}`);
  await expect(page.getByText(`For ${office.email}.`)).toBeVisible();
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password is changed. Sign in with it now.')).toBeVisible(signInTimeout);

  // Used: the same link now gets the one answer for every link that cannot be used.
  await page.goto(`/admin?reset=${resetToken}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(office.email);
});
