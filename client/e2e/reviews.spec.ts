import AxeBuilder from '@axe-core/playwright';
import { test, type APIRequestContext, type Page } from '@playwright/test';
import { reviewSuccessMessage } from '../../shared/review-schema';
import { leadsNamed, reviewsNamed, signIn, staffApi } from './admin-session';
import { hydrated } from './hydration';
import { expectToast } from './toasts';
import { expect } from './patient-expect';
import { sendConsultationRequest } from './consultation-request';

// The machine running the suite is shared and busy: allow slow answers rather than flake.
test.describe.configure({ timeout: 90_000 });

const run = Date.now().toString(36);

/** A stubbed 429's message: the page shows whatever the server says (its wording is unit-tested). */
const rateLimitMessage = 'You have sent several reviews in a short time (stubbed 429 answer).';

/** Staff's view of the stored reviews (GET /api/testimonials signed in), for checks after a send. */
let staff: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  staff = await staffApi(baseURL);
});
test.afterAll(() => staff.dispose());
const reviewsBy = (name: string) => reviewsNamed(staff, name);

/** Opens /review (query string optional) and waits until React owns the form. */
async function openReview(page: Page, query = '') {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  await page.goto(`/review${query}`);
  const form = page.locator('form');
  await hydrated(form);
  return { problems };
}

async function fillReview(page: Page, { name, town, text }: { name: string; town: string; text: string }) {
  await page.getByLabel('Your name', { exact: true }).fill(name);
  await page.getByLabel('Town', { exact: true }).fill(town);
  await page.getByLabel('Project', { exact: true }).selectOption('Pantry Storage');
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('Your review', { exact: true }).fill(text);
  await page.getByLabel('Email', { exact: true }).fill(`review-${run}@example.com`);
  await page
    .getByRole('checkbox', { name: 'I agree that my name, town and review may appear on this website.' })
    .check();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Review' });

test.describe('review page', () => {
  test('a review submitted at /review is pending, then approved and featured, and on / at the next load', async ({
    page,
  }) => {
    const name = `Featured ${run}`;
    const text = `Our walk-in finally fits two wardrobes. Review ${run} from the end-to-end test.`;
    const { problems } = await openReview(page);
    await fillReview(page, { name, town: 'Westport', text });
    await submit(page).click();
    await expectToast(page, reviewSuccessMessage);
    // The lasting confirmation where the form starts, with focus.
    await expect(page.getByRole('region', { name: 'Thank you for your review!' })).toBeFocused();
    await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('');
    await expect(page.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
    expect(await reviewsBy(name)).toMatchObject([{ approved: 'false', featured: 'false', location: 'Westport' }]);
    expect(problems).toEqual([]);

    // Not public while pending.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'What Connecticut Homeowners Say' })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);

    await signIn(page);
    await page.getByRole('tab', { name: /^Testimonials/ }).click();
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expect(card.getByText(`review-${run}@example.com`)).toBeVisible();
    await card.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Testimonial approved!');
    await expect(card.getByText('Approved', { exact: true })).toBeVisible();
    // The card names who approved it (the E2E staff session is the first owner, "Owner").
    await expect(card.getByText(/^Owner · Approved · /)).toBeVisible();
    const feature = card.getByRole('button', { name: 'Feature on home page' });
    await expect(feature).toHaveAttribute('aria-pressed', 'false');
    await feature.click();
    await expectToast(page, 'Featured on the home page');
    await expect(card.getByRole('button', { name: 'Featured' })).toHaveAttribute('aria-pressed', 'true');

    const homeProblems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') homeProblems.push(msg.text());
    });
    // The server renders / again after the change; load it once that HTML has the review.
    await expect
      .poll(async () => (await (await page.request.get('/')).text()).includes(text), { timeout: 20_000 })
      .toBe(true);
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="testimonials-heading"]');
    await expect(section.getByRole('listitem').first()).toContainText(text);
    await expect(section.getByRole('listitem')).toHaveCount(3);
    await expect(section.getByText(name)).toBeVisible();
    expect(homeProblems).toEqual([]);
  });

  test('an approved review from Milford shows on the New Haven County page and the Milford page', async ({
    page,
    request,
  }) => {
    const name = `Milford ${run}`;
    const text = `Garage cabinets and a slatwall in our Milford garage. Review ${run}, checked in the browser.`;
    await openReview(page, `?name=${encodeURIComponent(name)}&town=Milford`);
    await expect(page.getByLabel('Your name', { exact: true })).toHaveValue(name);
    await expect(page.getByLabel('Town', { exact: true })).toHaveValue('Milford');
    await fillReview(page, { name, town: 'Milford', text });
    await submit(page).click();
    await expectToast(page, reviewSuccessMessage);

    await page.goto('/service-areas/new-haven-county-ct');
    await expect(page.getByRole('heading', { name: 'From a New Haven County Homeowner' })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);

    const [row] = await reviewsBy(name);
    expect((await staff.patch(`/api/testimonials/${String(row?.id)}`, { data: { approved: 'true' } })).status()).toBe(
      200,
    );
    const api = await request.get('/api/testimonials');
    expect(api.headers()['cache-control']).toBe('no-cache');
    expect(await api.text()).not.toContain(`review-${run}@example.com`);

    await page.goto('/service-areas/new-haven-county-ct');
    const county = page.locator('section[aria-labelledby="testimonial-heading"]');
    await expect(county).toContainText(text);
    await expect(county).toContainText('Milford, CT');
    await page.goto('/city/milford');
    await expect(page.getByRole('heading', { name: 'From a Milford Homeowner' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="city-review-heading"]')).toContainText(text);
  });

  test('inline errors name each field and focus moves to the first invalid one; nothing is sent', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/testimonials' && req.method() === 'POST') posts.push(req.url());
    });
    await openReview(page);
    await submit(page).click();
    const name = page.getByLabel('Your name', { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Your name is required');
    await expect(page.getByLabel('Project', { exact: true })).toHaveAccessibleDescription(
      'Choose the project from the list',
    );
    await expect(page.getByRole('group', { name: 'Rating' })).toHaveAccessibleDescription(
      'Choose a rating from 1 to 5 stars',
    );
    await expect(page.getByLabel('Your review', { exact: true })).toHaveAccessibleDescription(
      'Your review is required',
    );
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'Please agree so we can publish your review',
    );

    await name.fill('Kim R.');
    await page.getByLabel('Town', { exact: true }).fill('Orange');
    await page.getByLabel('Project', { exact: true }).selectOption('Other');
    await page.getByLabel('Your review', { exact: true }).fill('Too short.');
    await page.getByLabel('Email', { exact: true }).fill(`kim-${run}@example.com`);
    await submit(page).click();
    await expect(page.getByRole('radio', { name: '1 star' })).toBeFocused();
    await expect(page.getByLabel('Your review', { exact: true })).toHaveAccessibleDescription(
      'Your review must be at least 20 characters',
    );
    expect(posts).toEqual([]);
  });

  test('the rating is a radio group operated with arrow keys; the form can be sent by keyboard alone', async ({
    page,
  }) => {
    const name = `Keyboard ${run}`;
    await openReview(page);
    await page.getByLabel('Your name', { exact: true }).fill(name);
    await page.getByLabel('Town', { exact: true }).fill('Branford');
    await page.getByLabel('Project', { exact: true }).selectOption('Home Office');
    await page.getByLabel('Email', { exact: true }).fill(`keyboard-${run}@example.com`);
    await page.getByLabel('Email', { exact: true }).focus();
    await page.keyboard.press('Tab');
    const one = page.getByRole('radio', { name: '1 star' });
    await expect(one).toBeFocused();
    await page.keyboard.press('Space');
    await expect(one).toBeChecked();
    for (const stars of ['2 stars', '3 stars', '4 stars']) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: stars })).toBeChecked();
    }
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Your review', { exact: true })).toBeFocused();
    await page.keyboard.type('A built-in desk and shelves in the spare room, done in one day by a tidy crew.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(submit(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, reviewSuccessMessage);
    expect(await reviewsBy(name)).toMatchObject([{ rating: '4', projectType: 'Home Office', approved: 'false' }]);
  });

  test('Sending... while the request is out; rate limited: the 429 message is shown and the form is kept', async ({
    page,
  }) => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/testimonials', async (route) => {
      await answered;
      await route.fulfill({ status: 429, json: { success: false, error: rateLimitMessage } });
    });
    await openReview(page);
    await fillReview(page, { name: 'Busy B.', town: 'Hamden', text: 'A long enough review text for the test.' });
    await submit(page).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer();
    await expectToast(page, 'Something went wrong', rateLimitMessage);
    await expect(submit(page)).toBeEnabled();
    await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Busy B.');
    await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  test('a filled honeypot looks like success to the bot and is never stored', async ({ page }) => {
    const name = `Bot ${run}`;
    await openReview(page);
    await fillReview(page, { name, town: 'Stamford', text: 'Buy cheap watches now, the best deals anywhere.' });
    await page.locator('#review-website').fill('https://spam.example', { force: true });
    await submit(page).click();
    await expectToast(page, reviewSuccessMessage);
    expect(await reviewsBy(name)).toEqual([]);
  });

  test('Request a Review e-mails the homeowner once, with the town confirmed in a dialog', async ({
    page,
    request,
  }) => {
    const leadName = `Review Lead ${run}`;
    await sendConsultationRequest(request, leadName, { email: `lead-review-${run}@example.com`, zip: '06460' });
    await signIn(page);
    await page.getByRole('tab', { name: 'Contact Submissions' }).click();
    await page.getByLabel('Search by name, email, phone or ZIP').fill(leadName);
    const card = page.getByRole('article', { name: leadName });
    await card.getByText('Details', { exact: true }).click();
    await expect(card.getByText('No review requested yet')).toBeVisible();
    await card.getByRole('button', { name: 'Request a Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a review' });
    await expect(dialog.getByLabel('Town', { exact: true })).toHaveValue('Milford');
    await expect(dialog.getByLabel('Town', { exact: true })).toBeFocused();
    await dialog.getByRole('button', { name: 'Send Review Request' }).click();
    // The E2E server has no SMTP_URL: nothing claims the request was e-mailed.
    await expectToast(
      page,
      'Review request saved',
      `Not sent to lead-review-${run}@example.com: no mail server is configured`,
    );
    await expect(card.getByText('Review request', { exact: true })).toBeVisible();
    await expect(card.locator('li', { hasText: 'Review request' })).toContainText('skipped');
    await expect(page.getByText(/e-mailed/i)).toHaveCount(0);
    await expect(card.getByText(/^Review requested/)).toBeVisible();
    // One review-request e-mail, as the inbox's API lists it (its link with the name and town is
    // checked in server/routes/review-requests.test.ts).
    const [stored] = await leadsNamed(staff, leadName);
    const mails = (stored?.emails as { kind: string; toAddress: string }[]).filter((m) => m.kind === 'review-request');
    expect(mails).toEqual([expect.objectContaining({ toAddress: `lead-review-${run}@example.com` })]);

    await card.getByRole('button', { name: 'Request a Review' }).click();
    const again = page.getByRole('dialog', { name: 'Send the review request again?' });
    await expect(again).toContainText('A request was already sent on');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();
  });

  for (const width of [390, 1280]) {
    test(`a 2,000-character unbroken review wraps on the home page's cards at ${width} px`, async ({ page }) => {
      const word = 'W'.repeat(2000);
      await page.route('**/api/testimonials', (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({
              json: {
                testimonials: [
                  {
                    id: 1,
                    customerName: `Long${'N'.repeat(58)}`,
                    location: 'Westport',
                    rating: '5',
                    reviewText: word,
                    projectType: 'Pantry Storage',
                    photoUrl: null,
                    approved: 'true',
                    featured: 'true',
                    createdAt: new Date().toISOString(),
                  },
                ],
              },
            })
          : route.continue(),
      );
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const section = page.locator('section[aria-labelledby="testimonials-heading"]');
      await expect(section.getByRole('listitem').first()).toContainText(word.slice(0, 50));
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBe(0);
      if (process.env.SHOTS_DIR)
        await section.screenshot({ path: `${process.env.SHOTS_DIR}/home-reviews-${width}.png` });
    });
  }

  // The form as first shown is scanned by `npm run audit` (every route at 390 and 1280 px).
  test('no axe violations on /review with inline errors, at 390 and 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openReview(page);
    const scan = async () => (await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id);
    await submit(page).click();
    await expect(page.getByLabel('Your name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(await scan(), '390 px').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await scan(), '1280 px').toEqual([]);
  });
});
