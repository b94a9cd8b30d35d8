import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import { signIn } from './admin-session';
import { withDb } from './database-seam';
import { joinWithAuthenticator } from './virtual-authenticator';
import { expect } from './patient-expect';

// Changing how someone signs in needs a password, passkey or code within the last 5 minutes: the
// dashboard asks "Confirm it's you" in place, then carries on with what was asked (ASVS 7.5.1).
test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36);
const person = { name: `Jordan Pike ${run}`, email: `jordan.${run}@example.com`, role: 'office' };
const password = 'maple shelves and linen bins';

/** Six minutes pass for this person's sessions: their sign-in is no longer recent (a row with a past date). */
function sixMinutesLater(email: string) {
  withDb((db) =>
    db
      .prepare(
        `UPDATE admin_sessions SET data = json_set(data, '$.confirmedAt', ?)
         WHERE json_extract(data, '$.staffId') = (SELECT id FROM staff WHERE email = ?)`,
      )
      .run(Date.now() - 6 * 60_000, email),
  );
}

test('after 5 minutes, adding a passkey and setting up two-factor ask "Confirm it’s you", then carry on', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const { context: theirs, page: them } = await joinWithAuthenticator(page, browser, baseURL, person, password);
  await them.goto('/admin/account');
  await expect(them.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  // A passkey, with the password: no passkey yet, so none is offered.
  sixMinutesLater(person.email);
  const passkeys = them.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = them.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
  expect((await new AxeBuilder({ page: them }).include('dialog').analyze()).violations).toEqual([]);
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Your password is not correct')).toBeVisible();
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(passkeys.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);

  // Two-factor setup, five minutes on again: this time the passkey confirms it.
  sixMinutesLater(person.email);
  const twoFactor = them.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await dialog.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();

  // Cancelling changes nothing and says nothing went wrong.
  await twoFactor.getByRole('button', { name: 'Cancel' }).click();
  sixMinutesLater(person.email);
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(passkeys.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  await expect(them.getByText('Could not add a passkey')).toHaveCount(0);
  await theirs.close();
});
