import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { signIn } from './admin-session';
import { acceptInvitation, invite } from './invitations';
import { expect } from './patient-expect';

// A person on the team turns on an authenticator app; signing in then asks for a code.
test.describe.configure({ timeout: 120_000 });
// Screenshots for a person to look at, only when asked for: SHOTS_DIR=/some/folder.
const shots = process.env.SHOTS_DIR;

const run = Date.now().toString(36);
const person = { name: `Sam Ortiz ${run}`, email: `sam.${run}@example.com`, role: 'office' };
const password = 'maple drawers and linen bins';

/** The code the app shows `steps` time steps (30 s each) from now. */
const appCode = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function signInWithPassword(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('an authenticator app is turned on; the next sign-in asks for a code, and each code works once', async ({
  page,
  browser,
}) => {
  // The person joins over HTTP (the invitation's own flow is in team.spec.ts).
  await signIn(page);
  const { token } = await invite(page.request, person);
  const theirs = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const them = await theirs.newPage();
  await acceptInvitation(them.request, token, password);

  await them.goto('/admin/account');
  await them.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(them.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (
    (await them.locator('dt', { hasText: 'Secret key' }).locator('+ dd code').textContent()) ?? ''
  ).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect((await new AxeBuilder({ page: them }).include('main').analyze()).violations).toEqual([]);
  if (shots) await them.screenshot({ path: `${shots}/two-factor-setup-390.png`, fullPage: true });
  await them.getByLabel('Code').fill(await appCode(secret));
  await them.getByRole('button', { name: 'Turn on' }).click();
  const codes = them.getByRole('list', { name: /Save these recovery codes now/ }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = ((await codes.first().textContent()) ?? '').trim();
  await them.getByRole('button', { name: 'Done' }).click();
  await expect(them.getByText(/Two-factor sign-in is on\. 10 recovery codes left\./)).toBeVisible();

  // Signed out, the password alone no longer opens the dashboard.
  await them.getByRole('button', { name: 'Sign out' }).click();
  await signInWithPassword(them);
  await expect(them.getByLabel('Code')).toBeVisible();
  await expect(them.getByRole('tablist')).toHaveCount(0);
  expect((await them.request.get('/api/contacts')).status()).toBe(401);
  expect((await new AxeBuilder({ page: them }).include('main').analyze()).violations).toEqual([]);
  if (shots) await them.screenshot({ path: `${shots}/two-factor-code-390.png`, fullPage: true });
  // The next step's code: within the app's window, and later than the one that turned it on.
  const code = await appCode(secret, 1);
  await enterCode(them, code);
  await expect(them.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // The same code a second time is refused; a recovery code works, once.
  await them.getByRole('button', { name: 'Sign out' }).click();
  await signInWithPassword(them);
  await enterCode(them, code);
  await expect(them.getByRole('alert')).toHaveText('That code is not correct. Please try again.');
  await enterCode(them, recoveryCode);
  await expect(them.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await them.getByRole('button', { name: 'Sign out' }).click();
  await signInWithPassword(them);
  await enterCode(them, recoveryCode);
  await expect(them.getByRole('alert')).toHaveText('That code is not correct. Please try again.');
  await theirs.close();
});
