import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { business } from '../../shared/business';
import { contactSuccessMessage } from '../../shared/contact-schema';
import { leadsNamed, staffApi } from './admin-session';
import { hydrated } from './hydration';
import { fillConsultationForm, requestButton } from './consultation-form';
import { expectPhoneLink } from './business-links';

// A dropped connection loses nothing, and a sent request leaves a lasting confirmation.

// The machine running the suite is shared and busy: allow slow pages rather than flake.
test.describe.configure({ timeout: 90_000 });

const run = Date.now().toString(36);
const offlineText = 'You appear to be offline. We kept your request and will send it as soon as you are back online.';

async function openContact(page: Page) {
  await page.goto('/contact');
  const form = page.locator('form');
  await hydrated(form);
}

async function fill(page: Page, name: string) {
  await fillConsultationForm(page, { name, zip: '06460', rooms: ['Mudroom'], message: `Mudroom lockers for ${name}.` });
}

/** How many leads are stored under this name, as the staff inbox's API lists them. */
let staff: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  staff = await staffApi(baseURL);
});
test.afterAll(() => staff.dispose());
const leadCount = async (name: string) => (await leadsNamed(staff, name)).length;

test('what was typed survives a reload before sending', async ({ page }) => {
  const name = `Draft Kim ${run}`;
  await openContact(page);
  await fill(page, name);
  await page.reload();
  await openContact(page);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('ZIP code')).toHaveValue('06460');
  await expect(page.getByRole('checkbox', { name: 'Mudroom' })).toBeChecked();
  await expect(page.getByLabel('Message')).toHaveValue(`Mudroom lockers for ${name}.`);
});

test('a review typed at /review also survives a reload before sending', async ({ page }) => {
  await page.goto('/review');
  const form = page.locator('form');
  await hydrated(form);
  const text = `The pantry pull-outs changed our mornings (${run}).`;
  await page.getByLabel('Your name').fill(`Draft Lee ${run}`);
  await page.getByLabel('Your review').fill(text);
  await page.reload();
  await hydrated(form);
  await expect(page.getByLabel('Your name')).toHaveValue(`Draft Lee ${run}`);
  await expect(page.getByLabel('Your review')).toHaveValue(text);
});

test('offline: the page says so, keeps the request and sends it once when back online', async ({ page, context }) => {
  const name = `Offline Kim ${run}`;
  await openContact(page);
  await fill(page, name);
  await context.setOffline(true);
  await requestButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: offlineText }).first()).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  expect(await leadCount(name)).toBe(0);

  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/contact') posts.push(req.postData() ?? '');
  });
  await context.setOffline(false);
  await expect.poll(() => leadCount(name)).toBe(1);
  await expect(page.getByRole('region', { name: 'Thank you for contacting us!' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  // Sent once: a second online event sends nothing more. The signal that it had its chance is the
  // next request sent from the form, which arrives after anything the event could have sent.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const next = `Next Kim ${run}`;
  await fill(page, next);
  await requestButton(page).click();
  await expect.poll(() => leadCount(next)).toBe(1);
  expect(posts.map((body) => body.includes(next))).toEqual([false, true]);
  expect(await leadCount(name)).toBe(1);
  // Sent, so the draft is gone: a reload shows an empty form.
  await page.reload();
  await openContact(page);
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('after a send the confirmation takes focus and is still there 7 s later; toast and cleared form as the spec says', async ({
  page,
}) => {
  const name = `Confirm Kim ${run}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await openContact(page);
  await fill(page, name);
  await requestButton(page).click();
  // The Radix toast itself (its screen-reader announcement is a separate, short-lived element).
  const toast = page.locator('li[data-variant="default"]').filter({ hasText: 'Thank you for contacting us!' });
  await expect(toast).toContainText(contactSuccessMessage);
  const confirmation = page.getByRole('region', { name: 'Thank you for contacting us!' });
  await expect(confirmation).toBeFocused();
  await expectPhoneLink(confirmation);
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Mudroom' })).not.toBeChecked();
  // On a phone the toast sits at the top, clear of the send button.
  const toastBox = await toast.boundingBox();
  const buttonBox = await requestButton(page).boundingBox();
  expect(toastBox!.y).toBeLessThan(200);
  expect(toastBox!.y + toastBox!.height <= buttonBox!.y || toastBox!.y >= buttonBox!.y + buttonBox!.height).toBe(true);

  // 7 s of page time: the 5 s toast has gone, the confirmation stays.
  await page.clock.runFor(7000);
  await expect(toast).toBeHidden();
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  expect(await leadCount(name)).toBe(1);
});

test('on a phone the bottom bar of /contact and /review is the tap-to-call link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/contact', '/review']) {
    await page.goto(path);
    const bar = page.getByRole('complementary', { name: 'Call us' });
    await expectPhoneLink(bar, `Call ${business.phone.display}`);
    await expect(page.getByRole('complementary', { name: 'Quick consultation request' })).toHaveCount(0);
  }
  await page.goto('/about');
  await expect(page.getByRole('complementary', { name: 'Quick consultation request' })).toBeVisible();
});
