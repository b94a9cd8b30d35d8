import fs from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { contactSuccessMessage } from '../../shared/contact-schema';
import { withDb } from './database-seam';
import { hydrated } from './hydration';
import { expectToast } from './toasts';
import { fillConsultationForm, requestButton } from './consultation-form';
import { describeWithoutJavaScript } from './without-javascript';

// The plan travels with the consultation request: the planner's link opens /contact with the plan
// attached (rendered by the server with its one line), and the request carries the plan's address,
// with JavaScript (JSON) and without (the plain form post). What staff see of it: the lead tests.

const run = Date.now();
const shotsDir = process.env.SHOTS_DIR;
const requestLink = (page: Page) => page.getByRole('link', { name: 'Request a free consultation with this plan' });
const planLine = /^Your plan: Walk-In Closet, 3 walls, estimated \$[\d,]+–\$[\d,]+/;
const planText = (page: Page) => page.locator('form p').filter({ hasText: planLine });

async function fillRequest(page: Page, name: string) {
  await fillConsultationForm(page, { name, rooms: ['Walk-In Closet'], message: 'The walk-in I planned online.' });
}

/** The plan's address in a consultation request the page sent (JSON or a form post). */
function sentPlan(req: Request): string | null {
  const body = req.postData() ?? '';
  return req.headers()['content-type']?.includes('json')
    ? ((JSON.parse(body) as { plan?: string }).plan ?? null)
    : new URLSearchParams(body).get('plan');
}

const leadsNamed = (name: string) =>
  withDb(
    (db) => (db.prepare('SELECT count(*) AS n FROM contact_submissions WHERE name = ?').get(name) as { n: number }).n,
  );

test('with JavaScript: a walk-in planned on /plan goes with the request, and the form clears after it', async ({
  page,
}) => {
  const name = `Planned Walk-In ${run}`;
  await page.goto('/plan');
  await hydrated(page.getByRole('button', { name: 'Show my plan' }));
  await page.getByLabel('Type of space').selectOption('Walk-In Closet');
  await page.getByLabel('Number of walls').selectOption('3');
  await page.getByLabel('Back wall width (inches)').fill('120');
  await page.getByLabel('Left wall width (inches)').fill('96');
  await page.getByLabel('Right wall width (inches)').fill('96');
  await expect(page).toHaveURL(/w3=96/);
  const planned = new URL(page.url()).search.slice(1);
  await expect(requestLink(page)).toHaveAttribute('href', `/contact?plan=${encodeURIComponent(planned)}`);
  await requestLink(page).click();

  await expect(page).toHaveURL(/\/contact\?plan=/);
  await expect(planText(page)).toBeVisible();
  if (shotsDir) {
    fs.mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: `${shotsDir}/contact-plan-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shotsDir}/contact-plan-390.png`, fullPage: true });
  }
  await hydrated(page.locator('form'));
  await expect(page.getByRole('button', { name: 'Remove plan' })).toBeVisible();
  await fillRequest(page, name);
  const sent = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/contact');
  await requestButton(page).click();
  expect(sentPlan(await sent)).toBe(planned);

  await expectToast(page, 'Thank you for contacting us!', contactSuccessMessage);
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Walk-In Closet' })).not.toBeChecked();
  await expect(planText(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/contact$/);
  expect(leadsNamed(name)).toBe(1);
});

describeWithoutJavaScript(() => {
  test('the plan’s address links to /contact with its summary, and the plain form post carries it', async ({
    page,
  }) => {
    const name = `Planned NoJS ${run}`;
    const planned = 'space=walk-in-closet&walls=3&w1=120&w2=96&w3=96&ceiling=96';
    await page.goto(`/plan?${planned}`);
    await requestLink(page).click();

    await expect(page).toHaveURL(/\/contact\?plan=/);
    await expect(planText(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Remove plan' })).toHaveAttribute('href', '/contact');
    await fillRequest(page, name);
    const sent = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/contact');
    await requestButton(page).click();
    expect(sentPlan(await sent)).toMatch(/^space=walk-in-closet&ceiling=96&w1=120&s1=.+&w3=96&s3=/);

    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for contacting us!');
    expect(leadsNamed(name)).toBe(1);
  });
});
