import { expect, test, type Page } from '@playwright/test';
import { signIn } from './admin-session';

// Screenshots for a person to look at, only when asked for: SHOTS_DIR=/some/folder.
const shots = process.env.SHOTS_DIR;

/** Staff addresses that are no staff page (shared/staff-pages.ts): each is the site's 404 page. */
const unknownStaffPaths = ['/admin/unknown', '/admin/leads/abc/whatever', '/admin/leads/7/whatever', '/admin/team/x'];

/** The 404 card, once the staff area's own router has rendered it (its head marks the page hydrated). */
async function expectNotFound(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated-path', '/404', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page).toHaveTitle(/^404 Page Not Found \|/);
  await expect(page.getByRole('navigation', { name: 'Staff pages' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your account' })).toHaveCount(0);
}

test('a signed-in staff member opening an address under /admin that is no staff page gets the 404 page', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().includes('404')) problems.push(msg.text());
    if (msg.type() === 'warning') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  await signIn(page);

  for (const path of unknownStaffPaths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expectNotFound(page);
  }
  expect(problems).toEqual([]);

  for (const width of [390, 1280] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/admin/unknown');
    await expectNotFound(page);
    if (shots) await page.screenshot({ path: `${shots}/pages-404-${width}.png`, fullPage: true });
  }
});

test('moving to an unknown staff address inside the app shows the 404 page, and a known one its page again', async ({
  page,
}) => {
  await signIn(page, '/admin/my-day');
  await page.evaluate(() => history.pushState(null, '', '/admin/unknown'));
  await expectNotFound(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'My day' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('signed out, an unknown staff address is the 404 page too, never the sign-in', async ({ page }) => {
  const response = await page.goto('/admin/unknown');
  expect(response?.status()).toBe(404);
  await expectNotFound(page);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toHaveCount(0);
});
