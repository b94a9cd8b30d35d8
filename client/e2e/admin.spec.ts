import fs from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn, signInTimeout, withDb } from './admin-session';
import { e2eAdminPassword } from './fixtures';

// The machine running the suite is shared and busy: allow slow answers rather than flake.
const expect = baseExpect.configure({ timeout: 15_000 });

// Other spec files share this database and run in parallel: compare with counts read at the moment.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const dbPath = process.env.E2E_DATABASE_PATH ?? '';
const run = Date.now().toString(36);
const pendingA = `E2E Pending A ${run}`;
const pendingB = `E2E Pending B ${run}`;
const pendingC = `E2E Pending C ${run}`;
const leadName = `E2E Lead ${run}`;

const count = (where: string, ...params: unknown[]) =>
  withDb((db) => (db.prepare(`SELECT count(*) AS n FROM ${where}`).get(...params) as { n: number }).n);

const stat = (page: Page, label: string) => page.locator(`div:has(> dt:text-is("${label}")) > dd`);

test.beforeAll(async ({ request }) => {
  // The server creates the database on start; wait until it answers.
  await expect.poll(async () => (await request.get('/api/admin/session')).status()).toBe(200);
  expect(fs.existsSync(dbPath)).toBe(true);
  withDb((db) => {
    const insert = db.prepare(
      "INSERT INTO testimonials (customer_name, location, rating, review_text, project_type, approved) VALUES (?, 'Fairfield, CT', ?, ?, 'Pantry', 'false')",
    );
    insert.run(pendingA, '4', 'The pull-out pantry drawers changed how we cook. Installed in one day.');
    insert.run(pendingB, '2', 'Install was late by a day, though the crew cleaned up well.');
    insert.run(pendingC, '5', 'Our mudroom lockers finally keep the boots off the floor.');
  });
});

test('/admin without a session shows the sign-in form and no data', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  await page.goto('/admin');
  await expect(page.getByLabel('Password')).toBeVisible();
  expect(problems).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByText(pendingA)).toHaveCount(0);
  expect((await page.request.get('/api/contacts')).status()).toBe(401);
  expect((await page.request.get('/api/admin/metrics')).status()).toBe(401);
  const pub = (await (await page.request.get('/api/testimonials')).json()) as {
    testimonials: { customerName: string; approved: string }[];
  };
  expect(pub.testimonials.every((t) => t.approved === 'true')).toBe(true);
  expect(pub.testimonials.map((t) => t.customerName)).not.toContain(pendingA);
});

test('a wrong password shows an error; the right one opens the dashboard and its tabs', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That password is not correct. Please try again.', signInTimeout);
  await expect(page.getByRole('tablist')).toHaveCount(0);

  await page.getByLabel('Password').fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(signInTimeout);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Analytics', /^Testimonials/, 'Contact Submissions', 'Gallery']);
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();

  await page.getByRole('tab', { name: /^Testimonials/ }).click();
  await expect(page.getByRole('tab', { name: /^Testimonials/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Testimonials' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeHidden();

  await page.getByRole('tab', { name: 'Contact Submissions' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Submissions' })).toBeVisible();
  // Signed in, the session survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(signInTimeout);
});

test('the analytics figures equal the database', async ({ page }) => {
  const submissionsBefore = count('contact_submissions WHERE is_spam = 0');
  const t = withDb(
    (db) =>
      db
        .prepare(
          "SELECT count(*) AS total, coalesce(sum(approved = 'true'), 0) AS approved, avg(CAST(rating AS INTEGER)) AS avg FROM testimonials",
        )
        .get() as { total: number; approved: number; avg: number | null },
  );
  const perRating = withDb(
    (db) =>
      db.prepare('SELECT rating, count(*) AS n FROM testimonials GROUP BY rating').all() as {
        rating: string;
        n: number;
      }[],
  );
  await signIn(page);
  await expect(stat(page, 'Total Testimonials')).toHaveText(String(t.total));
  await expect(stat(page, 'Approved')).toHaveText(String(t.approved));
  await expect(stat(page, 'Pending')).toHaveText(String(t.total - t.approved));
  await expect(stat(page, 'Average Rating')).toHaveText(`${(Math.round((t.avg ?? 0) * 10) / 10).toFixed(1)} out of 5`);
  for (const rating of [5, 4, 3, 2, 1]) {
    const n = perRating.find((r) => r.rating === String(rating))?.n ?? 0;
    await expect(page.getByTestId(`rating-count-${rating}`)).toHaveText(String(n));
  }
  const shown = Number(await stat(page, 'Contact Submissions').textContent());
  const submissionsAfter = count('contact_submissions WHERE is_spam = 0');
  expect(shown).toBeGreaterThanOrEqual(submissionsBefore);
  expect(shown).toBeLessThanOrEqual(submissionsAfter);
});

test('approving lowers the pending badge; approve and delete show their toasts', async ({ page }) => {
  await signIn(page);
  const tab = page.getByRole('tab', { name: /^Testimonials/ });
  const badgeName = (n: number) => (n > 0 ? `Testimonials ${n} pending` : 'Testimonials');
  const pending = count("testimonials WHERE approved = 'false'");
  expect(pending).toBeGreaterThanOrEqual(3);
  await expect(tab).toHaveAccessibleName(badgeName(pending));

  // The badge is a bare number: a tooltip says what it counts, on hover after the spec's 700 ms
  // delay and on keyboard focus; Escape closes it.
  const tip = page.getByRole('tooltip');
  const tipText = `${pending} testimonials are waiting for approval`;
  const hoveredAt = Date.now();
  await tab.hover();
  await expect(tip).toHaveText(tipText);
  expect(Date.now() - hoveredAt).toBeGreaterThanOrEqual(700);
  // In steps: Radix keeps the tooltip open while the pointer may still be heading for it.
  await page.mouse.move(5, 600, { steps: 10 });
  await expect(tip).toHaveCount(0);
  await page.getByRole('tab', { name: 'Analytics' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab).toBeFocused();
  await expect(tip).toHaveText(tipText);
  await page.keyboard.press('Escape');
  await expect(tip).toHaveCount(0);

  await tab.click();
  // The selected tab looks selected even though the tooltip trigger shares its element.
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  const cardA = page.getByRole('article', { name: pendingA });
  await expect(cardA.getByText('Pending', { exact: true })).toBeVisible();
  await expect(cardA.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(cardA.getByText('Fairfield, CT')).toBeVisible();
  await expect(cardA.getByText(/Project:\s*Pantry/)).toBeVisible();
  await cardA.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Testimonial approved!', { exact: true })).toBeVisible();
  await expect(cardA.getByText('Approved', { exact: true })).toBeVisible();
  await expect(cardA.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(tab).toHaveAccessibleName(badgeName(pending - 1));
  expect(count("testimonials WHERE customer_name = ? AND approved = 'true'", pendingA)).toBe(1);

  const cardB = page.getByRole('article', { name: pendingB });
  await cardB.getByRole('button', { name: 'Approve' }).click();
  await expect(tab).toHaveAccessibleName(badgeName(pending - 2));

  const cardC = page.getByRole('article', { name: pendingC });
  await cardC.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this testimonial?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(count('testimonials WHERE customer_name = ?', pendingC)).toBe(1);

  await cardC.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete testimonial' }).click();
  await expect(page.getByText('Testimonial deleted', { exact: true })).toBeVisible();
  await expect(cardC).toHaveCount(0);
  expect(count('testimonials WHERE customer_name = ?', pendingC)).toBe(0);
  await expect(tab).toHaveAccessibleName(badgeName(pending - 3));
});

test('a failed approve shows a destructive toast and changes nothing', async ({ page }) => {
  const name = `E2E Failing ${run}`;
  withDb((db) =>
    db
      .prepare(
        "INSERT INTO testimonials (customer_name, location, rating, review_text, project_type) VALUES (?, 'Milford, CT', '5', 'Great garage cabinets.', 'Garage')",
      )
      .run(name),
  );
  await signIn(page);
  await page.route('**/api/testimonials/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'Database is locked' }),
        })
      : route.continue(),
  );
  await page.getByRole('tab', { name: /^Testimonials/ }).click();
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Could not approve the testimonial', { exact: true })).toBeVisible();
  await expect(page.getByText('500: Database is locked', { exact: true })).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Approve' })).toBeEnabled();
  withDb((db) => db.prepare('DELETE FROM testimonials WHERE customer_name = ?').run(name));
});

test('an empty testimonial list says No testimonials yet', async ({ page }) => {
  await signIn(page);
  // Emptying the shared database would disturb the other spec files; the API answers an empty list here.
  await page.route('**/api/testimonials', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ testimonials: [] }) }),
  );
  await page.reload();
  await page.getByRole('tab', { name: 'Testimonials' }).click();
  await expect(page.getByText('No testimonials yet')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Testimonials' })).toHaveAccessibleName('Testimonials');
});

test('a lead sent to POST /api/contact appears in the inbox, can be marked contacted and exported', async ({
  page,
}) => {
  const sent = await page.request.post('/api/contact', {
    data: {
      name: leadName,
      email: `lead-${run}@example.com`,
      phone: '(203) 555-0188',
      zip: '06824',
      rooms: ['Walk-In Closet', 'Mudroom'],
      message: 'Looking to redo our walk-in closet and the mudroom by the garage door.',
    },
  });
  expect(sent.ok()).toBe(true);

  await signIn(page);
  await page.getByRole('tab', { name: 'Contact Submissions' }).click();
  await page.getByLabel('Search by name, email, phone or ZIP').fill(leadName);
  const card = page.getByRole('article', { name: leadName });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByRole('link', { name: `lead-${run}@example.com` })).toHaveAttribute(
    'href',
    `mailto:lead-${run}@example.com`,
  );
  await expect(card.getByRole('link', { name: '(203) 555-0188' })).toHaveAttribute('href', 'tel:2035550188');
  await expect(card.getByText('06824')).toBeVisible();
  await expect(card.getByText('Walk-In Closet, Mudroom')).toBeVisible();
  await expect(card.getByText('Looking to redo our walk-in closet')).toBeVisible();
  await expect(card.locator('time')).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Mark as contacted' }).click();
  await expect(card.getByText('Contacted', { exact: true })).toBeVisible();
  expect(count("contact_submissions WHERE name = ? AND status = 'contacted'", leadName)).toBe(1);

  // Without a search, the newest lead comes first.
  const newestName = () =>
    withDb(
      (db) =>
        (
          db
            .prepare('SELECT name FROM contact_submissions WHERE is_spam = 0 ORDER BY created_at DESC, id DESC LIMIT 1')
            .get() as { name: string }
        ).name,
    );
  const newestBefore = newestName();
  await page.getByLabel('Search by name, email, phone or ZIP').fill('');
  await expect
    .poll(async () =>
      [newestBefore, newestName()].includes(
        (await page.getByRole('article').first().getByRole('heading').textContent()) ?? '',
      ),
    )
    .toBe(true);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^consultation-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.subarray(3).toString('utf8');
  expect(
    text.startsWith(
      'Received,Name,Email,Phone,ZIP,Rooms,Message,Status,' +
        'Source,UTM source,UTM medium,UTM campaign,Referrer,Landing page,Form page\r\n',
    ),
  ).toBe(true);
  expect(text).toContain(`${leadName},lead-${run}@example.com,(203) 555-0188,06824,Walk-In Closet; Mudroom,`);
});

test('sign out returns to the sign-in form and the data is gone', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  expect((await page.request.get('/api/contacts')).status()).toBe(401);
  await page.reload();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByText(leadName)).toHaveCount(0);
});
