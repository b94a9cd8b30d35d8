import { test } from '@playwright/test';
import { signIn } from './admin-session';
import { withDb } from './database-seam';
import { expect } from './patient-expect';

// A staff dialog starts from its record when it opens and keeps what staff type while the lists
// behind it reload (useOnOpen): here the leads' reload after a stage change is held until the
// booking dialog has been filled in, then let through.
const run = Date.now().toString(36);

test('the booking dialog keeps its date, time and address when the leads reload behind it', async ({ page }) => {
  const name = `Dialog Reload ${run}`;
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO contact_submissions (name, email, phone, zip, rooms, message, fingerprint)
         VALUES (?, ?, '(203) 555-0143', '06880', '["Pantry"]', 'A pantry.', ?)`,
      )
      .run(name, `dialog-reload-${run}@example.com`, `dialog-reload-${run}`),
  );
  await signIn(page);
  await page.getByRole('tab', { name: 'Contact Submissions' }).click();
  const lead = page.getByRole('article', { name });
  await expect(lead).toBeVisible();

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const reloadAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    (url) => url.pathname === '/api/contacts',
    async (route) => {
      asked();
      await released;
      await route.continue();
    },
  );
  // A stage change refreshes the leads; their reload is held.
  await lead.getByLabel('Stage').selectOption({ label: 'Contacted' });
  await reloadAsked;
  await lead.getByLabel('Stage').selectOption({ label: 'Consultation booked' });
  const dialog = page.getByRole('dialog', { name: 'Book consultation' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Date').fill('2027-03-09');
  await dialog.getByLabel('Start time').fill('11:00');
  await dialog.getByLabel('Address').fill('7 Harbor Rd, Westport, CT 06880');

  const reloaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/contacts');
  release();
  await reloaded;
  // The reloaded list is shown (the card's stage behind the dialog), and the dialog kept its fields.
  await expect(lead.getByLabel('Stage')).toHaveValue('contacted');
  await expect(dialog.getByLabel('Date')).toHaveValue('2027-03-09');
  await expect(dialog.getByLabel('Start time')).toHaveValue('11:00');
  await expect(dialog.getByLabel('Address')).toHaveValue('7 Harbor Rd, Westport, CT 06880');

  await dialog.getByRole('button', { name: 'Book and send invite' }).click();
  await expect(dialog).toBeHidden();
  await expect(lead.getByText('Consultation: Tue, Mar 9, 2027, 11:00 AM')).toBeVisible();
});
