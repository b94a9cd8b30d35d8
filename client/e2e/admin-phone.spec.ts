import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import { signIn, staffPages, type StaffPath } from './admin-session';
import { withDb } from './database-seam';
import { fromSite } from './from-site';
import { expect } from './patient-expect';

// The office on a phone: 390 px wide, thirty leads in the inbox, no SMTP_URL set.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const run = Date.now().toString(36);

test.beforeAll(async ({ request }) => {
  for (let i = 0; i < 30; i++) {
    const res = await request.post('/api/contact', {
      headers: fromSite,
      data: {
        name: `Phone Lead ${run} ${String(i).padStart(2, '0')}`,
        email: `phone-lead-${run}-${i}@example.com`,
        phone: `203 555 ${String(1000 + i)}`,
        zip: '06880',
        rooms: ['Pantry'],
        message: `Pantry shelves, request ${i}.`,
      },
    });
    expect(res.status()).toBe(200);
  }
});

test('the inbox on a phone: leads first, tools one tap away, a count on the tab, honest mail status', async ({
  page,
}) => {
  // Other spec files add leads meanwhile: the badge is compared with the dashboard's own answer.
  const firstPage = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/contacts' && url.searchParams.get('page') === '1' && !url.searchParams.get('q');
  });
  await signIn(page);
  const newLeads = ((await (await firstPage).json()) as { newLeads: number }).newLeads;
  expect(newLeads).toBeGreaterThanOrEqual(30);
  await expect(page.getByRole('complementary', { name: 'Quick consultation request' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Call us' })).toHaveCount(0);

  const tab = page.getByRole('tab', { name: /^Contact Submissions/ });
  await expect(tab.getByTestId('new-leads-badge')).toHaveText(`${newLeads} new`);
  await tab.click();

  // The tools are collapsed behind one button; the newest lead follows the heading: this spec's
  // last one, or one another spec file sent after it.
  const search = page.getByLabel('Search by name, email, phone or ZIP');
  await expect(search).toBeHidden();
  await expect(page.getByText('No mail server is configured (SMTP_URL is not set): e-mails are skipped')).toBeVisible();
  const ours = `Phone Lead ${run} 29`;
  const receivedSinceOurs = withDb((db) =>
    (
      db
        .prepare(
          'SELECT name FROM contact_submissions WHERE created_at >= (SELECT created_at FROM contact_submissions WHERE name = ?)',
        )
        .all(ours) as { name: string }[]
    ).map((row) => row.name),
  );
  const top = page.getByRole('article').first();
  expect(receivedSinceOurs).toContain(await top.getByRole('heading').first().textContent());
  const topPhone = top.locator('a[href^="tel:"]');
  await expect(topPhone).toBeInViewport();
  const phoneBox = (await topPhone.boundingBox())!;
  expect(phoneBox.height).toBeGreaterThanOrEqual(44);
  expect(phoneBox.y).toBeLessThan(844);
  const first = page.getByRole('article', { name: ours });
  await expect(first.getByRole('link', { name: '(203) 555-1029' })).toHaveAttribute('href', 'tel:2035551029');

  // A compact card: details open with a tap, and the mail says what it did.
  await expect(first.getByText('Pantry shelves, request 29.')).toBeHidden();
  await first.getByText('Details', { exact: true }).tap();
  await expect(first.getByText('Pantry shelves, request 29.')).toBeVisible();
  const notice = first.getByRole('listitem').filter({ hasText: 'Lead notice to staff' });
  await expect(notice).toContainText('skipped');
  await expect(notice).toContainText('SMTP_URL is not set');
  await expect(page.getByText(/e-mailed/i)).toHaveCount(0);

  // Every control and link of the inbox is at least 44 px tall.
  // Measured in one pass in the page (visible as Playwright means it: a box, not visibility:hidden).
  const inbox = page.getByRole('region', { name: 'Contact Submissions' });
  const controls = await inbox.locator('a, button, summary, input, select').evaluateAll((els) =>
    els
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map(({ el, box }) => ({ height: box.height, html: el.outerHTML.slice(0, 80) })),
  );
  expect(controls.length).toBeGreaterThan(30);
  expect(controls.filter((c) => c.height < 44).map((c) => c.html)).toEqual([]);

  await page.getByRole('button', { name: 'Search, filter and export' }).tap();
  await expect(search).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search, filter and export' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id);
  expect(violations).toEqual([]);
});

test('every tab of the dashboard and every staff page fits a phone’s width once its figures and lists are in', async ({
  page,
}) => {
  await signIn(page);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  const names = await tabs.allTextContents();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (let i = 0; i < names.length; i++) {
    await tabs.nth(i).tap();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/^Loading /)).toHaveCount(0);
    if (names[i]!.startsWith('Analytics'))
      await expect(panel.getByRole('heading', { name: 'Pipeline by source' })).toBeVisible();
    expect(await overflow(), names[i]).toBeLessThanOrEqual(390);
  }
  // On a phone the staff navigation is a menu; each page it opens fits the width too.
  const nav = page.getByRole('navigation', { name: 'Staff pages' });
  for (const path of Object.keys(staffPages) as StaffPath[]) {
    const menu = nav.getByRole('button', { name: /^Staff pages/ });
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(await overflow(), `${path} with the menu open`).toBeLessThanOrEqual(390);
    await nav.locator(`a[href="${path}"]`).tap();
    await expect(page.getByRole('heading', { level: 1, name: staffPages[path] })).toBeVisible();
    await expect(nav.locator(`a[href="${path}"]`)).toHaveAttribute('aria-current', 'page');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('main').getByText(/^Loading /)).toHaveCount(0);
    expect(await overflow(), path).toBeLessThanOrEqual(390);
  }
});

test('a review’s select box takes a tap anywhere in its 44 px target, straight after the list opens', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('tab', { name: /^Testimonials/ }).tap();
  const box = page.getByRole('checkbox', { name: /^Select the review by / }).first();
  await box.scrollIntoViewIfNeeded();
  const at = (await box.boundingBox())!;
  await page.touchscreen.tap(at.x + at.width + 8, at.y + at.height + 8);
  await expect(box).toBeChecked();
  await expect(page.getByText('1 selected')).toBeVisible();
});
