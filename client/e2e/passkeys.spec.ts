import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { signIn } from './admin-session';
import { joinWithAuthenticator } from './virtual-authenticator';
import { expect } from './patient-expect';

// A person on the team adds a passkey (Chromium's virtual authenticator) and signs in with it.
test.describe.configure({ timeout: 120_000 });
const shots = process.env.SHOTS_DIR;

const run = Date.now().toString(36);
const person = { name: `Robin Keller ${run}`, email: `robin.${run}@example.com`, role: 'office' };
const password = 'cedar shelves and brass hooks';

// Signing in keeps the address: the person is back on Your account.
const yourAccount = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your account' });

test('a passkey is added under Your account and signs in on its own, and as the second step', async ({
  page,
  browser,
  baseURL,
}) => {
  // The owner invites the person over HTTP (the invitation's own flow is in team.spec.ts).
  await signIn(page);
  const {
    context: theirs,
    page: them,
    cdp,
    authenticatorId,
  } = await joinWithAuthenticator(page, browser, baseURL, person, password);

  await them.goto('/admin/account');
  const section = them.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const passkeys = section.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(passkeys).toHaveCount(1);
  await expect(passkeys.first().getByRole('heading', { name: /^Chrome on / })).toBeVisible();
  await expect(passkeys.first().getByText('Not used to sign in yet')).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  expect((await new AxeBuilder({ page: them }).include('main').analyze()).violations).toEqual([]);
  if (shots) await them.screenshot({ path: `${shots}/passkeys-account.png`, fullPage: true });

  // Signed out: the passkey alone opens the dashboard, no e-mail asked.
  await them.getByRole('button', { name: 'Sign out' }).click();
  await expect(them.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  expect((await new AxeBuilder({ page: them }).include('main').analyze()).violations).toEqual([]);
  await them.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(yourAccount(them)).toBeVisible();
  await expect(passkeys.first().getByText(/^Last used /)).toBeVisible();

  // With a passkey, the password alone no longer signs in: the passkey is the second step.
  await them.getByRole('button', { name: 'Sign out' }).click();
  await them.getByLabel('E-mail').fill(person.email);
  await them.getByLabel('Password').fill(password);
  await them.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(them.getByRole('button', { name: 'Use your passkey' })).toBeFocused();
  await expect(them.getByRole('tablist')).toHaveCount(0);
  expect((await new AxeBuilder({ page: them }).include('main').analyze()).violations).toEqual([]);
  await them.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(yourAccount(them)).toBeVisible();

  // Removed (after a confirmation), it no longer signs in.
  await passkeys.first().getByRole('button', { name: 'Remove' }).click();
  await them.getByRole('dialog').getByRole('button', { name: 'Remove passkey' }).click();
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await them.getByRole('button', { name: 'Sign out' }).click();
  await them.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(them.getByRole('alert')).toContainText('That passkey is not recognised');
  await theirs.close();
});
