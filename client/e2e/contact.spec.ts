import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { business } from '../../shared/business';
import { contactSuccessMessage } from '../../shared/contact-schema';
import { leadsNamed, staffApi } from './admin-session';
import { hydrated } from './hydration';
import { expectToast } from './toasts';
import { fillConsultationForm, requestButton } from './consultation-form';
import { expectEmailLink, expectPhoneLink } from './business-links';

/** A stubbed 429's message: the page shows whatever the server says (its wording is unit-tested). */
const rateLimitMessage = 'You have sent several requests in a short time (stubbed 429 answer).';

const callUs = `Please try again or call us at ${business.phone.display}`;

/** Opens /contact and waits until React owns the form (a click before that would submit natively). */
async function openContact(page: Page) {
  const posts: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/contact') posts.push(req.method());
  });
  await page.goto('/contact');
  const form = page.locator('form');
  await hydrated(form);
  return { posts };
}

async function fillValid(page: Page, name: string, rooms = ['Pantry', 'Garage']) {
  await fillConsultationForm(page, {
    name,
    email: 'kim.e2e@example.com',
    phone: '203.555.0171',
    zip: '06824',
    rooms,
    message: `Pantry pull-outs and garage cabinets for ${name}.`,
  });
}

async function expectFormKept(page: Page, name: string) {
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Email')).toHaveValue('kim.e2e@example.com');
  await expect(page.getByLabel('Phone')).toHaveValue('203.555.0171');
  await expect(page.getByLabel('ZIP code')).toHaveValue('06824');
  await expect(page.getByRole('checkbox', { name: 'Pantry' })).toBeChecked();
  await expect(page.getByLabel('Message')).toHaveValue(`Pantry pull-outs and garage cabinets for ${name}.`);
}

/** The leads stored under this name, as the staff inbox's API lists them. */
async function storedLead(baseURL: string | undefined, name: string) {
  const api = await staffApi(baseURL);
  try {
    return await leadsNamed(api, name);
  } finally {
    await api.dispose();
  }
}

test.describe('contact page', () => {
  test('shows the contact details and the four next steps', async ({ page }) => {
    await openContact(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a Free Design Consultation');
    const details = page.getByRole('region', { name: 'Prefer to talk?' });
    await expectPhoneLink(details);
    await expectEmailLink(details);
    await expect(details).toContainText('Monday to Saturday, 8 AM to 6 PM');
    await expect(details).toContainText('within 24 hours');
    const steps = page.getByRole('region', { name: 'What happens next' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(1)).toContainText('3 to 5 business days');
    await expect(steps.nth(2)).toContainText('3D design and quote');
    await expect(steps.nth(2)).toContainText('3 to 5 business days');
    await expect(
      page.getByRole('group', { name: 'Which spaces would you like to organize?' }).getByRole('checkbox'),
    ).toHaveCount(9);
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await expect(page.getByLabel('ZIP code')).toHaveAttribute('autocomplete', 'postal-code');
    // The honeypot is not offered to people or assistive tech.
    await expect(page.getByRole('textbox', { name: /website/i })).toHaveCount(0);
    await expect(page.locator('#contact-website')).toHaveAttribute('tabindex', '-1');
  });

  test('no room selected: the toast appears and nothing is sent', async ({ page }) => {
    const { posts } = await openContact(page);
    await fillValid(page, 'No Rooms Kim', []);
    await requestButton(page).click();
    await expectToast(page, 'Please select at least one room', 'Let us know which spaces you want to organize');
    await expect(page.getByRole('checkbox', { name: 'Walk-In Closet' })).toBeFocused();
    await expect(page.getByRole('group', { name: 'Which spaces would you like to organize?' })).toContainText(
      'Select at least one room',
    );
    // The toast is the submit handler's answer: it stopped before sending anything.
    expect(posts).toEqual([]);
  });

  test('Sending... while the request is out, then the thank-you toast and an empty form', async ({ page, baseURL }) => {
    const name = `Sending Kim ${Date.now()}`;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route('**/api/contact', async (route) => {
      await released;
      await route.continue();
    });
    await openContact(page);
    await fillValid(page, name);
    await requestButton(page).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();
    await expectToast(page, 'Thank you for contacting us!', contactSuccessMessage);
    await expect(requestButton(page)).toBeEnabled();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'Pantry' })).not.toBeChecked();
    expect(await storedLead(baseURL, name)).toHaveLength(1);
  });

  test('server error: destructive toast with the fallback text, form kept', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await openContact(page);
    await fillValid(page, 'Error Kim');
    await requestButton(page).click();
    await expectToast(page, 'Something went wrong', callUs);
    await expectFormKept(page, 'Error Kim');
  });

  test('a request lost while the browser is online: asked to try again, not promised a resend, form kept', async ({
    page,
  }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionreset'));
    await openContact(page);
    await fillValid(page, 'Dropped Kim');
    await requestButton(page).click();
    await expectToast(page, 'Something went wrong', callUs);
    await expectFormKept(page, 'Dropped Kim');
    await expect(page.getByText('We kept your request')).toHaveCount(0);
  });

  test('success: false in a 200 answer shows the server error', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 200, json: { success: false, error: 'We could not save your request just now.' } }),
    );
    await openContact(page);
    await fillValid(page, 'Falsy Kim');
    await requestButton(page).click();
    await expectToast(page, 'Something went wrong', 'We could not save your request just now.');
    await expectFormKept(page, 'Falsy Kim');
  });

  test('rate limited: the 429 message is shown', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, json: { success: false, error: rateLimitMessage } }),
    );
    await openContact(page);
    await fillValid(page, 'Busy Kim');
    await requestButton(page).click();
    await expectToast(page, 'Something went wrong', rateLimitMessage);
    await expectFormKept(page, 'Busy Kim');
  });

  test('inline errors are tied to their fields and focus moves to the first invalid one', async ({ page }) => {
    const { posts } = await openContact(page);
    await requestButton(page).click();
    const name = page.getByLabel('Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name is required');

    await name.fill('Kim Validation');
    await page.getByLabel('Email').fill('kim@');
    await page.getByLabel('Phone').fill('555-0171');
    await page.getByLabel('ZIP code').fill('6824');
    await page.getByRole('checkbox', { name: 'Mudroom' }).check();
    await page.getByLabel('Message').fill('Mudroom bench.');
    await requestButton(page).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Enter a valid email address, e.g. name@example.com',
    );
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(/10-digit US phone number/);
    await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(/5-digit ZIP code/);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  test('the whole form can be completed and sent with the keyboard alone', async ({ page, baseURL }) => {
    const name = `Keyboard Kim ${Date.now()}`;
    await openContact(page);
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    for (let i = 0; i < 60 && (await focusedId()) !== 'contact-name'; i++) await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('contact-name');

    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard.kim@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('(475) 555-0102');
    await page.keyboard.press('Tab');
    await page.keyboard.type('06510');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Walk-In Closet' })).toBeFocused();
    await page.keyboard.press('Space');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Laundry Room' })).toBeFocused();
    await page.keyboard.press('Space');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    await expect(page.getByLabel('Message')).toBeFocused();
    await page.keyboard.type('Walk-in closet and laundry shelves.');
    await page.keyboard.press('Tab');
    await expect(requestButton(page)).toBeFocused();
    await page.keyboard.press('Enter');

    await expectToast(page, 'Thank you for contacting us!');
    const [lead] = await storedLead(baseURL, name);
    expect(lead).toMatchObject({
      email: 'keyboard.kim@example.com',
      phone: '(475) 555-0102',
      zip: '06510',
      rooms: ['Walk-In Closet', 'Laundry Room'],
    });
  });

  // The form as first shown is scanned by `npm run audit` (every route at 390 and 1280 px).
  test('no axe violations with inline errors', async ({ page }) => {
    test.setTimeout(90_000); // a full axe scan is slow on a busy CI machine
    await openContact(page);
    const scan = async () => (await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id);
    await requestButton(page).click();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(await scan()).toEqual([]);
  });
});
