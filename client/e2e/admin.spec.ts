import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { ownerNavLinks, signIn, signInTimeout, signInWithForm } from './admin-session';
import { withDb } from './database-seam';
import { e2eAdminEmail, e2eAdminPassword } from './fixtures';
import { expectToast } from './toasts';
import { expect } from './patient-expect';
import { sendConsultationRequest } from './consultation-request';

// The machine running the suite is shared and busy: allow slow answers rather than flake.

// Other spec files share this database and run in parallel: compare with counts read at the moment.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const dbPath = process.env.E2E_DATABASE_PATH ?? '';
const run = Date.now().toString(36);
const pendingA = `E2E Pending A ${run}`;
const pendingB = `E2E Pending B ${run}`;
const pendingC = `E2E Pending C ${run}`;
const approvedD = `E2E Approved D ${run}`;
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
    db.prepare(
      "INSERT INTO testimonials (customer_name, location, rating, review_text, project_type, approved) VALUES (?, 'Milford, CT', '5', 'The closet is perfect.', 'Closet', 'true')",
    ).run(approvedD);
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
  const pub = (await (await page.request.get('/api/testimonials')).json()) as {
    testimonials: { customerName: string; approved: string }[];
  };
  expect(pub.testimonials.every((t) => t.approved === 'true')).toBe(true);
  expect(pub.testimonials.map((t) => t.customerName)).not.toContain(pendingA);
});

test('a wrong password shows an error; the right one opens the dashboard and its tabs', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(e2eAdminEmail);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That e-mail and password do not match. Please try again.',
    signInTimeout,
  );
  await expect(page.getByRole('tablist')).toHaveCount(0);

  await page.getByLabel('Password').fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(signInTimeout);
  // The spec's three tabs; the rest of the back office is pages of its own, linked above them.
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Analytics', /^Testimonials/, /^Contact Submissions/]);
  await expect(page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link')).toHaveText(ownerNavLinks);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Signed in as Owner · Owner')).toBeVisible();
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
  const reviewFigures = () =>
    withDb((db) => ({
      ...(db
        .prepare(
          "SELECT count(*) AS total, coalesce(sum(approved = 'true'), 0) AS approved, avg(CAST(rating AS INTEGER)) AS avg FROM testimonials",
        )
        .get() as { total: number; approved: number; avg: number | null }),
      perRating: db.prepare('SELECT rating, count(*) AS n FROM testimonials GROUP BY rating').all() as {
        rating: string;
        n: number;
      }[],
    }));
  await signIn(page);

  // Other spec files add and remove reviews meanwhile: compared over a load in which the
  // database did not change, trying again otherwise.
  await expect(async () => {
    const t = reviewFigures();
    await page.reload();
    await expect(stat(page, 'Total Testimonials')).toHaveText(String(t.total), { timeout: 10_000 });
    await expect(stat(page, 'Approved')).toHaveText(String(t.approved));
    await expect(stat(page, 'Pending')).toHaveText(String(t.total - t.approved));
    await expect(stat(page, 'Average Rating')).toHaveText(
      `${(Math.round((t.avg ?? 0) * 10) / 10).toFixed(1)} out of 5`,
    );
    for (const rating of [5, 4, 3, 2, 1]) {
      const n = t.perRating.find((r) => r.rating === String(rating))?.n ?? 0;
      await expect(page.getByTestId(`rating-count-${rating}`)).toHaveText(String(n));
    }
    expect(reviewFigures()).toEqual(t);
  }).toPass({ timeout: 45_000 });
  // Other spec files add and delete leads too: the same, over a load in which their count held.
  await expect(async () => {
    const submissions = count('contact_submissions WHERE is_spam = 0');
    await page.reload();
    await expect(stat(page, 'Contact Submissions')).toHaveText(String(submissions), { timeout: 10_000 });
    expect(count('contact_submissions WHERE is_spam = 0')).toBe(submissions);
  }).toPass({ timeout: 45_000 });
});

test('the pending badge shows the server’s count as it changes; approve and delete show their toasts', async ({
  page,
}) => {
  // Other spec files add and remove pending reviews meanwhile, so the badge is compared with the
  // pending count in the server's answer to the refresh that an action started (the badge's list).
  const pendingAnswered = async (action: () => Promise<unknown>) => {
    const answer = page.waitForResponse((res) => {
      const url = new URL(res.url());
      return url.pathname === '/api/testimonials' && url.search === '?status=all&page=1' && res.ok();
    });
    await action();
    return ((await (await answer).json()) as { counts: { pending: number } }).counts.pending;
  };
  const tab = page.getByRole('tab', { name: /^Testimonials/ });
  const badgeName = (n: number) => (n > 0 ? `Testimonials ${n} pending` : 'Testimonials');
  const pending = await pendingAnswered(() => signIn(page));
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
  // One Approve per pending review and none on approved ones (Unpublish there instead); the bulk
  // bar's "Approve selected" and "Approve all pending" stay in their bar.
  const cardApproved = page.getByRole('article', { name: approvedD });
  await expect(cardApproved.getByText('Approved', { exact: true })).toBeVisible();
  for (const [card, pendingCard] of [
    [cardA, true],
    [page.getByRole('article', { name: pendingB }), true],
    [page.getByRole('article', { name: pendingC }), true],
    [cardApproved, false],
  ] as const) {
    await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(pendingCard ? 1 : 0);
    await expect(card.getByRole('button', { name: 'Unpublish' })).toHaveCount(pendingCard ? 0 : 1);
  }
  const bulkBar = page.getByRole('group', { name: 'Reviews selected on this page' });
  await expect(bulkBar.getByRole('button', { name: 'Approve selected' })).toBeVisible();

  const afterA = await pendingAnswered(() => cardA.getByRole('button', { name: 'Approve' }).click());
  await expectToast(page, 'Testimonial approved!');
  await expect(cardA.getByText('Approved', { exact: true })).toBeVisible();
  // Its Approve goes away (no button that does nothing); keyboard focus stays with the review.
  await expect(cardA.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(cardA.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(cardA).toBeFocused();
  await expect(tab).toHaveAccessibleName(badgeName(afterA));
  expect(count("testimonials WHERE customer_name = ? AND approved = 'true'", pendingA)).toBe(1);

  const cardB = page.getByRole('article', { name: pendingB });
  const afterB = await pendingAnswered(() => cardB.getByRole('button', { name: 'Approve' }).click());
  await expect(tab).toHaveAccessibleName(badgeName(afterB));

  const cardC = page.getByRole('article', { name: pendingC });
  await cardC.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this testimonial?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(count('testimonials WHERE customer_name = ?', pendingC)).toBe(1);

  await cardC.getByRole('button', { name: 'Delete' }).click();
  const afterC = await pendingAnswered(() => dialog.getByRole('button', { name: 'Delete testimonial' }).click());
  await expect(page.getByText('Testimonial deleted', { exact: true })).toBeVisible();
  await expect(cardC).toHaveCount(0);
  expect(count('testimonials WHERE customer_name = ?', pendingC)).toBe(0);
  await expect(tab).toHaveAccessibleName(badgeName(afterC));
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
  const none = { all: 0, pending: 0, approved: 0, featured: 0 };
  const breakdown = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 }));
  await page.route('**/api/testimonials?*', (route) =>
    route.fulfill({
      json: {
        testimonials: [],
        total: 0,
        page: 1,
        pageSize: 25,
        counts: none,
        averageRating: 0,
        ratingBreakdown: breakdown,
      },
    }),
  );
  await page.reload();
  await page.getByRole('tab', { name: 'Testimonials' }).click();
  await expect(page.getByText('No testimonials yet')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Testimonials' })).toHaveAccessibleName('Testimonials');
});

test('a lead sent to POST /api/contact appears in the inbox, can be marked contacted and exported', async ({
  page,
}) => {
  await sendConsultationRequest(page.request, leadName, {
    email: `lead-${run}@example.com`,
    phone: '(203) 555-0188',
    zip: '06824',
    rooms: ['Walk-In Closet', 'Mudroom'],
    message: 'Looking to redo our walk-in closet and the mudroom by the garage door.',
  });

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
  // Compact card: ZIP, rooms, message and e-mails open under Details.
  await expect(card.getByText('06824')).toBeHidden();
  await card.getByText('Details', { exact: true }).click();
  await expect(card.getByText('06824')).toBeVisible();
  await expect(card.getByText('Walk-In Closet, Mudroom')).toBeVisible();
  await expect(card.getByText('Looking to redo our walk-in closet')).toBeVisible();
  await expect(card.locator('time')).toBeVisible();
  // The stage badge (the Stage select's options carry the same words).
  await expect(card.locator('span', { hasText: /^New$/ })).toBeVisible();

  await card.getByRole('button', { name: 'Mark as contacted' }).click();
  await expect(card.locator('span', { hasText: /^Contacted$/ })).toBeVisible();
  await expect(card.getByLabel('Stage')).toHaveValue('contacted');
  // The same button, now "Mark as new", keeps keyboard focus.
  await expect(card.getByRole('button', { name: 'Mark as new' })).toBeFocused();
  expect(count("contact_submissions WHERE name = ? AND status = 'contacted'", leadName)).toBe(1);

  // Without a search, the newest lead comes first. Other spec files add and delete leads meanwhile,
  // so the check is on what one answer shows: every card received no later than the one above it.
  await page.getByLabel('Search by name, email, phone or ZIP').fill('');
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(1);
  const received = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('time')?.getAttribute('datetime') ?? ''));
  expect(received.every(Boolean)).toBe(true);
  expect(received).toEqual([...received].sort().reverse());

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^consultation-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.subarray(3).toString('utf8');
  // The whole header is held in server/leads/leads-router.test.ts; here, that the download is that file.
  expect(text).toMatch(/^Received \(ET\),Name,Email,Phone,ZIP,Rooms,Message,Stage,/);
  expect(text).toContain(`${leadName},lead-${run}@example.com,(203) 555-0188,06824,Walk-In Closet; Mudroom,`);
});

test('sign out returns to the sign-in form and the data is gone', async ({ page }) => {
  await signInWithForm(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  expect((await page.request.get('/api/contacts')).status()).toBe(401);
  await page.reload();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByText(leadName)).toHaveCount(0);
});

test.describe('the Testimonials tab under volume', () => {
  const tag = `Volume ${run}`;
  // Screenshots for a person to look at, when asked for: SHOTS_DIR=/some/folder.
  const shots = process.env.SHOTS_DIR;
  const at = (y: number, minute: number) => new Date(Date.UTC(y, 0, 1, 0, minute)).toISOString();
  const insert = (rows: [name: string, text: string, approved: 'true' | 'false', createdAt: string][]) =>
    withDb((db) => {
      const stmt = db.prepare(
        "INSERT INTO testimonials (customer_name, location, rating, review_text, project_type, approved, created_at) VALUES (?, 'Testville', '4', ?, 'Pantry', ?, ?)",
      );
      db.transaction(() => rows.forEach((r) => stmt.run(...r)))();
    });
  const tagged = (approved: 'true' | 'false') =>
    count('testimonials WHERE customer_name LIKE ? AND approved = ?', `${tag}%`, approved);
  const overflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const openTab = async (page: Page) => {
    await signIn(page);
    await page.getByRole('tab', { name: /^Testimonials/ }).click();
    return page.getByRole('tabpanel');
  };

  // Older than anything other spec files write, so their reviews stay on the first page; the
  // approved ones come from nowhere the public pages match (Testville).
  test.beforeAll(() => {
    insert([
      ...Array.from(
        { length: 500 },
        (_, i) => [`${tag} pending ${i}`, `Spam run ${i}: cheap closets.`, 'false', at(2025, i)] as const,
      ),
      ...Array.from(
        { length: 3 },
        (_, i) => [`${tag} approved ${i}`, 'A real customer, happy.', 'true', at(2024, i)] as const,
      ),
      [`${tag} long`, 'X'.repeat(2000), 'false', new Date().toISOString()],
    ] as [string, string, 'true' | 'false', string][]);
  });
  test.afterAll(() => withDb((db) => db.prepare('DELETE FROM testimonials WHERE customer_name LIKE ?').run(`${tag}%`)));

  test('500 pending reviews: one page of 25, no horizontal scroll at 1280 and 390 px, 0 axe violations', async ({
    page,
  }) => {
    if (shots) fs.mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    const panel = await openTab(page);
    await expect(panel.getByRole('article')).toHaveCount(25);
    await expect(panel.getByText(/^Showing 1–25 of \d+, newest first$/)).toBeVisible();
    const total = Number((await panel.getByText(/^Showing 1–25 of/).textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(504);
    await expect(panel.getByText(`Page 1 of ${Math.ceil(total / 25)}`)).toBeVisible();
    await expect(panel.getByRole('article', { name: `${tag} long` })).toBeVisible();

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await expect.poll(() => overflow(page)).toBe(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThan(viewport.width === 390 ? 25_000 : 12_000);
      if (shots) await page.screenshot({ path: `${shots}/testimonials-${viewport.width}.png`, fullPage: true });
      const axe = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
    }
  });

  test('bulk: approve two selected, then delete every pending review matching the search; approved ones stay', async ({
    page,
  }) => {
    const panel = await openTab(page);
    const show = panel.getByLabel('Show', { exact: true });
    await panel.getByLabel('Search by name, town, text or email').fill(tag);
    await expect(panel.getByText('Showing 1–25 of 504, newest first')).toBeVisible();
    await show.selectOption('approved');
    await expect(panel.getByRole('article')).toHaveCount(3);
    await show.selectOption('pending');
    await expect(panel.getByText('Showing 1–25 of 501, newest first')).toBeVisible();

    await panel.getByRole('checkbox', { name: `Select the review by ${tag} pending 499` }).check();
    await panel.getByRole('checkbox', { name: `Select the review by ${tag} pending 498` }).check();
    await expect(panel.getByText('2 selected', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Approve selected' }).click();
    const approveDialog = page.getByRole('dialog', { name: 'Approve 2 testimonials?' });
    await approveDialog.getByRole('button', { name: 'Approve 2 testimonials' }).click();
    await expect(page.getByText('2 testimonials approved', { exact: true })).toBeVisible();
    expect(tagged('true')).toBe(5);
    await expect(panel.getByText('Showing 1–25 of 499, newest first')).toBeVisible();

    await panel.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(panel.getByText('25 selected', { exact: true })).toBeVisible();
    await expect(panel.getByRole('group', { name: `Every pending review matching “${tag}”: 499` })).toBeVisible();
    await panel.getByRole('button', { name: 'Delete all pending' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete 499 testimonials?' });
    await expect(deleteDialog).toContainText(`every pending testimonial matching “${tag}” (499)`);
    await deleteDialog.getByRole('button', { name: 'Delete 499 testimonials' }).click();
    await expect(page.getByText('499 testimonials deleted', { exact: true })).toBeVisible();
    expect(tagged('false')).toBe(0);
    expect(tagged('true')).toBe(5);
    await expect(panel.getByText('No testimonials match these filters.')).toBeVisible();
    await show.selectOption('all');
    await expect(panel.getByRole('article')).toHaveCount(5);
  });

  test('two quick taps on Approve do not feature; focus stays with the review or moves to the next', async ({
    page,
  }) => {
    const a = `${tag} tap A`;
    const b = `${tag} tap B`;
    insert([
      [a, 'Our pantry pull-outs are great.', 'false', new Date(Date.now() - 60_000).toISOString()],
      [b, 'The garage cabinets are great.', 'false', new Date().toISOString()],
    ]);
    const panel = await openTab(page);
    await panel.getByLabel('Search by name, town, text or email').fill(`${tag} tap`);
    await expect(panel.getByRole('article')).toHaveCount(2);
    const cardA = panel.getByRole('article', { name: a });
    const cardB = panel.getByRole('article', { name: b });
    const approveA = cardA.getByRole('button', { name: 'Approve' });

    await approveA.dblclick();
    await expectToast(page, 'Testimonial approved!');
    await expect(cardA.getByText('Approved', { exact: true })).toBeVisible();
    await expect(cardA.getByRole('button', { name: 'Feature on home page' })).toHaveAttribute('aria-pressed', 'false');
    expect(
      withDb((db) => db.prepare('SELECT approved, featured FROM testimonials WHERE customer_name = ?').get(a)),
    ).toEqual({ approved: 'true', featured: 'false' });
    // Approve is gone (its slot says the review is on the site); focus stays with the review.
    await expect(approveA).toHaveCount(0);
    await expect(cardA).toBeFocused();

    // By keyboard: Feature (the button states it), then Unpublish; focus stays on Feature, and
    // with the review once Unpublish has gone.
    await cardA.getByRole('button', { name: 'Feature on home page' }).focus();
    await page.keyboard.press('Enter');
    const featured = cardA.getByRole('button', { name: 'Featured' });
    await expect(featured).toHaveAttribute('aria-pressed', 'true');
    await expect(featured).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cardA.getByRole('button', { name: 'Unpublish' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Testimonial unpublished', { exact: true })).toBeVisible();
    await expect(cardA.getByText('Pending', { exact: true })).toBeVisible();
    await expect(cardA.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
    await expect(cardA).toBeFocused();
    expect(count("testimonials WHERE customer_name = ? AND approved = 'false'", a)).toBe(1);

    // In the Pending view an approved review leaves the list: focus moves to the next one. The
    // Pending list's first answer is held back until after the approval, as on a slow connection:
    // the list answered before the change must not be the one left on screen.
    let releaseList = () => {};
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    await page.route(/\/api\/testimonials\/admin\?status=pending/, async (route) => {
      const response = await route.fetch();
      await listHeld;
      await route.fulfill({ response });
    });
    await panel.getByLabel('Show', { exact: true }).selectOption('pending');
    await expect(panel.getByRole('article').first()).toHaveAccessibleName(b);
    const approved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok());
    await cardB.getByRole('button', { name: 'Approve' }).click();
    await approved;
    releaseList();
    await expect(cardB).toHaveCount(0);
    await expect(cardA).toBeFocused();

    // Deleting the last one leaves focus on the line that says so, not at the top of the page.
    await cardA.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this testimonial?' })
      .getByRole('button', { name: 'Delete testimonial' })
      .click();
    await expect(page.getByText('Testimonial deleted', { exact: true })).toBeVisible();
    await expect(panel.getByText('No testimonials match these filters.')).toBeFocused();
  });
});
