import { test } from '@playwright/test';
import sharp from 'sharp';
import { agreeToTermsLabel, electronicSignatureConsent } from '../../shared/contracts/contract-terms';
import { reviewConsentLabel } from '../../shared/review-schema';
import { staffApi } from './admin-session';
import { openWithScriptHeld } from './held-script';
import { hydrated } from './hydration';
import { sentProposal } from './sent-proposal';
import { expect } from './patient-expect';
import { fillConsultationForm, requestButton } from './consultation-form';
import { sendConsultationRequest } from './consultation-request';
import { fromSite } from './from-site';

// What a homeowner types or chooses on a slow phone before the page's script has run is still
// there once React owns the form, and is what the form then sends (useEarlyInput). Each page is
// opened with its main script held back, filled in, then let go.
const run = Date.now().toString(36);

test('/plan: a space type chosen before hydration is the plan React draws and addresses', async ({ page }) => {
  const release = await openWithScriptHeld(page, '/plan');
  await page.getByLabel('Type of space').selectOption('Walk-In Closet');
  await page.getByLabel('Ceiling height (inches)').fill('108');
  release();
  await hydrated(page.getByRole('button', { name: 'Show my plan' }));
  // A reach-in has one wall and hydrated shows no "Number of walls"; a walk-in offers four.
  await expect(page.getByLabel('Number of walls').locator('option')).toHaveCount(4);
  await page.getByLabel('Back wall width (inches)').fill('120');
  await expect(page).toHaveURL(/space=walk-in-closet/);
  await expect(page).toHaveURL(/ceiling=108/);
  await expect(page.getByLabel('Type of space')).toHaveValue('walk-in-closet');
  await expect(page.getByRole('img', { name: 'Back wall elevation, 120 in' })).toBeVisible();
});

test('/contact: the fields and a room (not the first) typed before hydration are kept and sent', async ({ page }) => {
  const name = `Early Typist ${run}`;
  // A draft from earlier in the tab (sessionStorage) is older than what is typed now.
  await page.addInitScript(() =>
    sessionStorage.setItem('contact-draft', JSON.stringify({ name: 'From an earlier visit', zip: '06460' })),
  );
  const typed = {
    name,
    email: 'early.typist@example.com',
    phone: '203 555 0177',
    zip: '06880',
    rooms: ['Garage'],
    message: 'Typed before the script ran.',
  };
  const release = await openWithScriptHeld(page, '/contact');
  await fillConsultationForm(page, typed);
  release();
  const submit = requestButton(page);
  await hydrated(submit);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('ZIP code')).toHaveValue('06880');
  await expect(page.getByRole('checkbox', { name: 'Garage' })).toBeChecked();
  const [sent] = await Promise.all([
    page.waitForRequest((req) => new URL(req.url()).pathname === '/api/contact' && req.method() === 'POST'),
    submit.click(),
  ]);
  // Sent by the script (JSON), with what was typed before it ran.
  expect(sent.postDataJSON()).toMatchObject(typed);
  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
});

test('/review: a review written and rated before hydration is kept and sent', async ({ page }) => {
  const name = `Early R. ${run}`;
  const release = await openWithScriptHeld(page, '/review?name=Someone%20Else');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Town', { exact: true }).fill('Westport');
  await page.getByLabel('Project').selectOption('Pantry Storage');
  await page.getByLabel('Email').fill('early.reviewer@example.com');
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Your review').fill('Written before the page had finished loading, and kept.');
  await page.getByLabel(reviewConsentLabel).check();
  release();
  const submit = page.getByRole('button', { name: 'Submit Review' });
  await hydrated(submit);
  // The link's ?name= fills an empty field only.
  await expect(page.getByLabel('Your name')).toHaveValue(name);
  await expect(page.getByText('4 of 5 stars')).toBeVisible();
  const [sent] = await Promise.all([
    page.waitForRequest((req) => new URL(req.url()).pathname === '/api/testimonials' && req.method() === 'POST'),
    submit.click(),
  ]);
  expect(sent.postDataJSON()).toMatchObject({
    customerName: name,
    location: 'Westport',
    projectType: 'Pantry Storage',
    rating: '4',
    reviewText: 'Written before the page had finished loading, and kept.',
    email: 'early.reviewer@example.com',
    consent: true,
  });
});

test('/book: a town and street chosen before hydration are the visit booked', async ({ page }) => {
  const name = `Early Booker ${run}`;
  const { bookingUrl } = await sendConsultationRequest(page.request, name, { zip: '06460' });
  expect(bookingUrl).toMatch(/^\/book\//);
  const release = await openWithScriptHeld(page, bookingUrl);
  await expect(page.getByLabel('Your town')).toHaveValue('Milford');
  await page.getByLabel('Your town').selectOption('Westport');
  await page.getByLabel('Street address').fill('12 Harbor Rd');
  release();
  const confirm = page.getByRole('button', { name: 'Confirm visit' });
  await hydrated(confirm);
  await expect(page.getByLabel('Your town')).toHaveValue('Westport');
  await expect(page.getByLabel('Street address')).toHaveValue('12 Harbor Rd');
  await page.locator('input[name="slot"]').first().check();
  await confirm.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your design consultation' })).toBeVisible();
  await expect(page.getByText('12 Harbor Rd, Westport, CT')).toBeVisible();
});

test('/book: a time chosen before hydration is the time booked', async ({ page }) => {
  const { bookingUrl } = await sendConsultationRequest(page.request, `Early Time ${run}`, { zip: '06880' });
  const release = await openWithScriptHeld(page, bookingUrl);
  await page.getByLabel('Street address').fill('7 Bay Street');
  // A time no other test of the run books (the days' first times are theirs).
  const time = page.locator('fieldset[data-day]').nth(2).locator('input[name="slot"]').last();
  const chosen = await time.getAttribute('value');
  await time.check();
  release();
  const confirm = page.getByRole('button', { name: 'Confirm visit' });
  await hydrated(confirm);
  await expect(time).toBeChecked();
  const [sent] = await Promise.all([
    page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname.startsWith('/api/bookings/')),
    confirm.click(),
  ]);
  expect(sent.postDataJSON()).toMatchObject({ slot: chosen, mode: 'in_home', address: '7 Bay Street' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your design consultation' })).toBeVisible();
});

test('/book: "Virtual" chosen before hydration stays chosen', async ({ page }) => {
  const { bookingUrl } = await sendConsultationRequest(page.request, `Early Virtual ${run}`);
  const release = await openWithScriptHeld(page, bookingUrl);
  await page.getByLabel('Virtual (video call)').check();
  // The times for a video call come from the API once React owns the form; the choice stays.
  const virtualTimes = page.waitForResponse((res) => new URL(res.url()).searchParams.get('mode') === 'virtual');
  release();
  await hydrated(page.getByRole('button', { name: 'Confirm visit' }));
  await virtualTimes;
  await expect(page.getByLabel('Virtual (video call)')).toBeChecked();
  await expect(page.getByLabel('Street address')).toBeHidden();
});

test('/book: a photo and its note chosen before hydration are the ones added', async ({ page }) => {
  const { bookingUrl } = await sendConsultationRequest(page.request, `Early Photo ${run}`);
  const token = bookingUrl.split('/').pop()!;
  // A virtual visit on a day the other specs leave alone, so that the page shows the photos.
  const times = (await (await page.request.get(`/api/bookings/${token}?mode=virtual`)).json()) as {
    days: { starts: string[] }[];
  };
  const slot = times.days[5]!.starts.at(-1);
  const booked = await page.request.post(`/api/bookings/${token}`, {
    headers: fromSite,
    data: { slot, mode: 'virtual' },
  });
  expect(booked.status()).toBe(200);
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 180, b: 150 } } })
    .jpeg()
    .toBuffer();
  const release = await openWithScriptHeld(page, bookingUrl);
  await page
    .getByLabel('Photo of your space')
    .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel('Note (optional)').fill('Back wall, before hydration');
  release();
  const add = page.getByRole('button', { name: 'Add photo' });
  await hydrated(add);
  await expect(page.getByLabel('Note (optional)')).toHaveValue('Back wall, before hydration');
  await add.click();
  await expect(page.getByText('1 of 10 added')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Photos you added' })).toContainText('Back wall, before hydration');
});

test('/proposal: a "Not now" reason typed before hydration is kept and sent', async ({ page, baseURL }) => {
  const api = await staffApi(baseURL);
  const { link } = await sentProposal(page, api, `Early Decliner ${run}`);
  await api.dispose();
  const release = await openWithScriptHeld(page, link);
  const reason = page.getByLabel('What could be better? (optional)');
  await reason.fill('Typed before the script ran.');
  release();
  const notNow = page.getByRole('button', { name: 'Not now' });
  await hydrated(notNow);
  await expect(reason).toHaveValue('Typed before the script ran.');
  const [sent] = await Promise.all([
    page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/decline')),
    notNow.click(),
  ]);
  expect(sent.postDataJSON()).toEqual({ reason: 'Typed before the script ran.' });
});

test('/proposal: signing begun before hydration opens with the name and consents kept', async ({ page, baseURL }) => {
  const name = `Early Signer ${run}`;
  const api = await staffApi(baseURL);
  const { link } = await sentProposal(page, api, name);
  await api.dispose();
  const release = await openWithScriptHeld(page, link);
  // Without the script every option shows its signing form.
  const card = page.getByRole('article', { name: 'Better', exact: true });
  await card.getByLabel('Type your full name').fill(name);
  await card.getByRole('checkbox', { name: agreeToTermsLabel }).check();
  release();
  await hydrated(card.getByRole('button', { name: 'Not this one' }));
  const form = card.getByRole('form', { name: 'Accept and sign: Better' });
  await expect(form.getByLabel('Type your full name')).toHaveValue(name);
  await expect(form.getByRole('checkbox', { name: agreeToTermsLabel })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: electronicSignatureConsent })).not.toBeChecked();
  // The other options wait behind "Accept this option".
  await expect(page.getByRole('article', { name: 'Good', exact: true }).getByLabel('Type your full name')).toHaveCount(
    0,
  );
});
