import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { contactSuccessMessage } from '../../shared/contact-schema';
import { reviewConsentLabel, reviewSuccessMessage } from '../../shared/review-schema';
import { withDb } from './database-seam';
import { fillConsultationForm, requestButton } from './consultation-form';
import { describeWithoutJavaScript } from './without-javascript';
import { expectPhoneLink } from './business-links';

// Both public forms with JavaScript switched off: what a visitor gets before the bundle has run,
// or when a script is blocked. axe needs a script in the page, so the pages these
// forms lead to are scanned at the end with JavaScript on.

const run = Date.now().toString(36);

/** Every URL the page requested or landed on, to prove no field of the form ends up in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => urls.push(decodeURIComponent(req.url())));
  page.on('framenavigated', (frame) => urls.push(decodeURIComponent(frame.url())));
  return urls;
}

const count = (sql: string, ...params: unknown[]) =>
  withDb((db) => (db.prepare(sql).get(...params) as { n: number }).n);

describeWithoutJavaScript(() => {
  test('a consultation request without JavaScript stores one lead and lands on the thank-you page', async ({
    page,
  }) => {
    const name = `NoJS Kim ${run}`;
    const email = `nojs-${run}@example.com`;
    const urls = recordUrls(page);
    await page.goto('/contact');
    await fillConsultationForm(page, {
      name,
      email,
      phone: '203.555.0177',
      zip: '06880',
      rooms: ['Pantry'],
      message: 'Pantry pull-outs, sent without JavaScript.',
    });
    await requestButton(page).click();

    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for contacting us!');
    await expect(page.getByRole('main')).toContainText(contactSuccessMessage);
    await expectPhoneLink(page.getByRole('main'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(count('SELECT count(*) AS n FROM contact_submissions WHERE name = ?', name)).toBe(1);
    for (const url of urls) for (const typed of [name, email, '555.0177', '555-0177']) expect(url).not.toContain(typed);
  });

  test('an invalid request without JavaScript shows each error by its field and keeps what was typed', async ({
    page,
  }) => {
    const name = `NoJS Invalid ${run}`;
    const urls = recordUrls(page);
    await page.goto('/contact');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Phone').fill('203 555 0178');
    await page.getByRole('checkbox', { name: 'Garage' }).check();
    await page.getByLabel('Message').fill('Garage <cabinets> & "slatwall"');
    await requestButton(page).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check the form');
    // The page is styled: its stylesheet loads and the send button takes the site's colour.
    await expect(page.getByRole('button', { name: 'Send again' })).toHaveCSS('background-color', 'rgb(27, 74, 89)');
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Email')).toHaveValue('not-an-address');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Enter a valid email address, e.g. name@example.com',
    );
    await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription('ZIP code is required');
    await expect(page.getByLabel('Message')).toHaveValue('Garage <cabinets> & "slatwall"');
    await expect(page.getByRole('checkbox', { name: 'Garage' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', '/contact');
    expect(count('SELECT count(*) AS n FROM contact_submissions WHERE name = ?', name)).toBe(0);

    // Corrected on the error page and sent again: stored once, thank-you page.
    await page.getByLabel('Email').fill(`nojs-fixed-${run}@example.com`);
    await page.getByLabel('ZIP code').fill('06880');
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    expect(count('SELECT count(*) AS n FROM contact_submissions WHERE name = ?', name)).toBe(1);
    for (const url of urls) expect(url).not.toContain(name);
  });

  test('a review without JavaScript stores one pending review and lands on its thank-you page', async ({ page }) => {
    const name = `NoJS Jen ${run.slice(-4)}`;
    const urls = recordUrls(page);
    await page.goto('/review');
    await page.getByLabel('Your name', { exact: true }).fill(name);
    await page.getByLabel('Town', { exact: true }).fill('Milford');
    await page.getByLabel('Project', { exact: true }).selectOption('Pantry Storage');
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByLabel('Your review', { exact: true }).fill('Sent before any script ran, and the pantry is great.');
    await page.getByLabel('Email', { exact: true }).fill(`nojs-review-${run}@example.com`);
    await page.getByRole('checkbox', { name: reviewConsentLabel }).check();
    await page.getByRole('button', { name: 'Submit Review' }).click();

    await expect(page).toHaveURL(/\/review\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your review!');
    await expect(page.getByRole('main')).toContainText(reviewSuccessMessage);
    const stored = withDb((db) =>
      db.prepare('SELECT rating, approved FROM testimonials WHERE customer_name = ?').all(name),
    );
    expect(stored).toEqual([{ rating: '4', approved: 'false' }]);
    for (const url of urls) expect(url).not.toContain(`nojs-review-${run}`);
  });
});

test('the thank-you pages are not in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/contact</loc>');
  expect(sitemap).not.toContain('thank-you');
});

// The thank-you pages are routes, scanned by axe at both widths by `npm run audit`; the error page
// is not a route, so it is scanned here.
test('no axe violations on the error page at 390 and 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The error page, reached as a script-less browser reaches it: the form's own native submit.
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Axe Kim');
  await page.locator('form').evaluate((form: HTMLFormElement) => form.submit());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check the form');
  await expect(page.getByLabel('Name')).toHaveValue('Axe Kim');
  const scan = async () => (await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id);
  expect(await scan(), '390 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 844 });
  expect(await scan(), '1280 px').toEqual([]);
});
