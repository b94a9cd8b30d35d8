import { test } from '@playwright/test';
import { signInWithForm } from './admin-session';
import { fromSite } from './from-site';
import { invite } from './invitations';
import { expect } from './patient-expect';

// The first sign-in after accepting an invitation obeys the owner's "require two-factor" rule.
// The rule is team-wide, so this spec runs on its own before the others (project "team-rule").
test.describe.configure({ timeout: 90_000 });

const run = Date.now().toString(36);
const person = { name: `Casey Lund ${run}`, email: `casey.${run}@example.com`, role: 'office' };

test('a person joining while two-factor is required sees only Your account until they set it up', async ({
  page,
  browser,
}) => {
  await signInWithForm(page);
  expect(
    (await page.request.put('/api/team/settings', { headers: fromSite, data: { requireTwoFactor: true } })).status(),
  ).toBe(200);
  try {
    const { link } = await invite(page.request, person);

    const theirs = await browser.newContext();
    const them = await theirs.newPage();
    await them.goto(`${link.pathname}${link.search}`);
    await expect(them.getByRole('heading', { level: 1, name: 'Join the team' })).toBeVisible();
    await them.getByLabel('New password').fill('birch cubbies and oak pegs');
    await them.getByRole('button', { name: 'Set password' }).click();

    await expect(
      them.getByText('Your team requires two-factor sign-in. Set up an authenticator app to continue.'),
    ).toBeVisible();
    // The first sign-in lands on Your account, and nothing else opens until the setup is done.
    await expect(them).toHaveURL(/\/admin\/account$/);
    await expect(them.getByRole('tablist')).toHaveCount(0);
    await expect(them.getByRole('heading', { level: 2, name: 'Two-factor sign-in' })).toBeVisible();
    await them.goto('/admin/team');
    await expect(them.getByRole('heading', { level: 2, name: 'Two-factor sign-in' })).toBeVisible();
    await expect(them.getByRole('heading', { level: 1, name: 'Team' })).toHaveCount(0);
    expect((await them.request.get('/api/contacts')).status()).toBe(403);
    await theirs.close();
  } finally {
    await page.request.put('/api/team/settings', { headers: fromSite, data: { requireTwoFactor: false } });
  }
});
