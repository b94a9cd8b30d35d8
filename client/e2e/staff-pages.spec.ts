import { test, type Browser, type Page } from '@playwright/test';
import { designerNavLinks, signIn, signInTimeout, staffPages, type StaffPath } from './admin-session';
import { fromSite } from './from-site';
import { acceptInvitation, invite } from './invitations';
import { expect } from './patient-expect';

// The back office's pages by their own addresses, for each role. axe at 390 and 1280 px, signed in
// as the owner, is the audit's (scripts/audit/staff-pages.ts).
test.describe.configure({ timeout: 120_000 });
// Screenshots for a person to look at, only when asked for: SHOTS_DIR=/some/folder.
const shots = process.env.SHOTS_DIR;

const run = Date.now().toString(36);
const password = 'cedar shelves and oak drawers';
const designer = { name: `Lee Park ${run}`, email: `lee.${run}@example.com`, role: 'designer' };
const office = { name: `Sam Ortiz ${run}`, email: `sam.${run}@example.com`, role: 'office' };
const paths = Object.keys(staffPages) as StaffPath[];

/** A person joins through an invitation the owner sent over HTTP; their browser is then signed in. */
async function join(owner: Page, browser: Browser, person: typeof designer) {
  const { token } = await invite(owner.request, person);
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptInvitation(page.request, token, password);
  return page;
}

/**
 * Opens a staff page by its address and checks it: its h1, the navigation's current link and no
 * sideways scrolling, at 1280 px or, for the phone's folded menu, at 390 px.
 */
async function visit(
  page: Page,
  path: StaffPath,
  { shotName, width = 1280 }: { shotName?: string; width?: 390 | 1280 } = {},
) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: staffPages[path] })).toBeVisible(signInTimeout);
  const nav = page.getByRole('navigation', { name: 'Staff pages' });
  const current = nav.locator(`a[href="${path}"]`);
  if ((await current.count()) > 0) await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount((await current.count()) > 0 ? 1 : 0);
  await expect(page.getByRole('main').getByText(/^(Loading|Checking) /)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}`).toBeLessThanOrEqual(
    width,
  );
  const menu = nav.getByRole('button', { name: /^Staff pages/ });
  if (width === 390 && (await menu.isVisible())) await menu.click();
  if (shots && shotName) await page.screenshot({ path: `${shots}/${shotName}-${width}.png`, fullPage: true });
}

test('the owner opens the dashboard and each of its six pages by its address, with the phone menu', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('tab')).toHaveCount(3);
  for (const path of paths) await visit(page, path, { shotName: `owner${path.replaceAll('/', '-')}` });
  // On a phone the links fold into a menu.
  await visit(page, '/admin/schedule', { width: 390 });
  await expect(
    page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Price book' }),
  ).toBeVisible();
  // Each page is noindex and out of the sitemap.
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const path of paths) {
    expect(sitemap).not.toContain(`${path}<`);
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"');
  }
});

/** The pages a designer's role does not open: each says who may. */
const notForDesigners: StaffPath[] = ['/admin/price-book', '/admin/team'];

test('the office opens every page but Team', async ({ page, browser }) => {
  await signIn(page);
  const theOffice = await join(page, browser, office);
  for (const path of paths.filter((p) => p !== '/admin/team')) await visit(theOffice, path);
  await theOffice.context().close();
});

test('a designer opens their leads, My day, Schedule, Gallery and Your account, and is refused Price book and Team', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const them = await join(page, browser, designer);
  for (const path of paths.filter((p) => !notForDesigners.includes(p))) await visit(them, path);
  // At 1280 px the links show in a row (the phone folds them into a menu).
  await expect(them.getByRole('navigation', { name: 'Staff pages' }).getByRole('link')).toHaveText(designerNavLinks);
  await visit(them, '/admin/team', { shotName: 'designer-team-refused' });
  await expect(them.getByRole('alert')).toHaveText('Only the owner can open Team. Ask the owner if you need it.');
  await expect(them.getByRole('button', { name: 'Invite someone' })).toHaveCount(0);
  expect((await them.request.get('/api/team')).status()).toBe(403);
  await visit(them, '/admin/price-book', { shotName: 'designer-price-book-refused' });
  await expect(them.getByRole('alert')).toHaveText(
    'Only the owner and the office can open Price book. Ask the owner if you need it.',
  );
  await expect(them.getByRole('button', { name: 'Save price book' })).toHaveCount(0);
  expect((await them.request.put('/api/price-book', { headers: fromSite, data: {} })).status()).toBe(403);

  // Signed out, a page asks for the sign-in and is back once signed in, at the same address.
  await them.getByRole('button', { name: 'Sign out' }).click();
  await them.goto('/admin/schedule');
  await expect(them.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await them.getByLabel('E-mail').fill(designer.email);
  await them.getByLabel('Password').fill(password);
  await them.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(them.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible(signInTimeout);
  await expect(them).toHaveURL(/\/admin\/schedule$/);
  await them.context().close();
});
