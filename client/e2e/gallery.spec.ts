import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { reviewsNamed, signIn, staffApi } from './admin-session';
import { expect, test } from './server-html';
import { hydrated } from './hydration';
import { fairfieldTowns, newHavenTowns } from './spec-facts';
import { sidewaysJpeg, smallPng } from '../../server/test/test-images';
import { fromSite } from './from-site';

// Screenshots for a person to look at, only when asked for: SHOTS_DIR=/some/folder.
const shots = process.env.SHOTS_DIR;
const alt = 'Pantry with white pull-out drawers and adjustable shelves';
const alt2 = 'Garage wall of grey cabinets above a workbench';
const processing = { timeout: 120_000 };

async function until(check: () => Promise<boolean>, what: string, timeout = 30_000) {
  await expect.poll(check, { message: `waiting for ${what}`, timeout }).toBe(true);
}

const html = async (request: APIRequestContext, url: string) => (await request.get(url)).text();

const openGalleryPage = (page: Page) => signIn(page, '/admin/gallery');

// Only this file publishes photos: its tests run in order, and the upload test removes what it adds.
test.describe.configure({ mode: 'serial' });

test('/gallery: Our Work, 12 illustrated tiles with category, local town and alt text, and a call to action', async ({
  serverHtml: page,
}) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Work');
  const tiles = page.getByRole('main').locator('figure');
  await expect(tiles).toHaveCount(12);
  const images = page.getByRole('main').getByRole('img');
  await expect(images).toHaveCount(12);
  const alts = await images.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  for (const alt of alts) expect(alt.length).toBeGreaterThan(40);
  expect(new Set(alts).size).toBe(12);

  const localTowns = [...fairfieldTowns, ...newHavenTowns].map((t) => `${t}, CT`);
  for (const caption of await tiles.locator('figcaption').allInnerTexts()) {
    const [category, , town] = caption
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    expect(category?.length).toBeGreaterThan(3);
    expect(localTowns).toContain(town);
  }
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Start Your Free Design', exact: true }),
  ).toHaveAttribute('href', '/contact');
});

test('staff upload, describe and publish a sideways phone photo; the pages show it without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-e2e-'));
  const file = path.join(dir, 'IMG_4021.jpg');
  // Small (upright 1600 px wide, so every served width exists): 12 MP belongs to `npm run bench`.
  fs.writeFileSync(file, await sidewaysJpeg({ width: 1760, height: 1600 }));
  const file2 = path.join(dir, 'garage.png');
  fs.writeFileSync(file2, await smallPng());

  await page.setViewportSize({ width: 1280, height: 900 });
  await openGalleryPage(page);
  await page.getByLabel('Add photos').setInputFiles([file, file2]);
  const card = page.getByRole('article', { name: 'IMG_4021.jpg' });
  const card2 = page.getByRole('article', { name: 'garage.png' });
  await expect(page.getByRole('status').filter({ hasText: 'Processing…' }).first()).toBeVisible(processing);
  await expect(page.getByRole('status').filter({ hasText: 'Ready' })).toHaveCount(2, processing);
  await expect(card.locator('img')).toBeVisible();

  // Publishing without the fields is refused, naming the missing one.
  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(card.getByRole('alert')).toHaveText('Add alt text before publishing');
  await card.getByLabel(/^Alt text/).fill(alt);
  await card.getByLabel('Room').selectOption({ label: 'Pantry Storage' });
  await card.getByLabel('Town').selectOption('Milford');
  await card.getByLabel(/^Caption/).fill('Milford pantry, painted white');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/admin-gallery-tab-1280.png`, fullPage: true });
  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await card2.getByLabel(/^Alt text/).fill(alt2);
  await card2.getByLabel('Room').selectOption({ label: 'Garage Cabinets' });
  await card2.getByLabel('Town').selectOption('Westport');
  await card2.getByRole('button', { name: 'Publish' }).click();
  await expect(card2.getByText('Published', { exact: true })).toBeVisible();
  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/admin-gallery-tab-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // The served files are upright (portrait) and carry no EXIF.
  const src = await card.locator('img').getAttribute('src');
  const base = src!.replace(/\/480\.jpg$/, '');
  for (const variant of ['1600.jpg', '960.webp', '480.avif']) {
    const res = await request.get(`${base}/${variant}`);
    expect(res.status()).toBe(200);
    const meta = await sharp(await res.body()).metadata();
    expect(meta.height! > meta.width!).toBe(true);
    expect(meta.exif).toBeUndefined();
  }

  // Without JavaScript, the server HTML of the gallery, its room's service page and its town's page show it.
  for (const url of ['/gallery', '/pantry-storage', '/city/milford']) {
    await until(async () => (await html(request, url)).includes(alt), `the re-rendered ${url}`);
  }
  // The gallery orders the two photos: it must be re-rendered with the second one too.
  await until(async () => (await html(request, '/gallery')).includes(alt2), 'the re-rendered /gallery with both');
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  for (const url of ['/gallery', '/pantry-storage', '/city/milford']) {
    await plain.goto(url);
    await expect(plain.getByRole('img', { name: alt })).toBeVisible();
  }
  await plain.goto('/gallery');
  const picture = plain.locator('picture').filter({ has: plain.getByRole('img', { name: alt }) });
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /480\.avif 480w/);
  await expect(picture.locator('img')).toHaveAttribute('width', '1600');
  // The first photo loads at once, the ones after it lazily.
  await expect(plain.locator('picture img').first()).toHaveAttribute('loading', 'eager');
  await expect(picture.locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(plain.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/gallery$/);
  const filter = plain.getByRole('navigation', { name: 'Filter by room' });
  await filter.getByRole('link', { name: 'Garage Cabinets' }).click();
  await expect(plain).toHaveURL(/\/gallery\/garage-cabinets$/);
  await expect(plain.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/gallery\/garage-cabinets$/);
  await expect(plain.getByRole('img', { name: alt })).toHaveCount(0);
  await expect(plain.getByRole('img', { name: alt2 })).toBeVisible();
  await filter.getByRole('link', { name: 'Pantry Storage' }).click();
  await expect(plain.getByRole('img', { name: alt })).toBeVisible();
  // The old query URL answers 301 to the room's own page.
  await plain.goto('/gallery?room=pantry-storage');
  await expect(plain).toHaveURL(/\/gallery\/pantry-storage$/);
  await noJs.close();

  // The dialog, by keyboard, at both widths.
  for (const width of [390, 1280]) {
    const visitorContext = await browser.newContext({ viewport: { width, height: 844 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/gallery');
    if (shots) await visitor.screenshot({ path: `${shots}/gallery-photos-${width}.png`, fullPage: true });
    const opener = visitor.getByRole('link', { name: alt });
    // Before React owns the link, Enter follows it to the full-size file (the no-JavaScript path).
    await hydrated(opener);
    await opener.focus();
    await visitor.keyboard.press('Enter');
    const dialog = visitor.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Newest first: the garage photo is first, the pantry photo second.
    await expect(dialog).toContainText('Pantry Storage · Milford, CT · Photo 2 of 2');
    await expect(dialog.getByRole('heading', { name: 'Milford pantry, painted white' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next photo' }).press('Enter');
    await expect(dialog).toContainText('Garage Cabinets · Westport, CT · Photo 1 of 2');
    await dialog.getByRole('button', { name: 'Previous photo' }).press('Enter');
    await expect(dialog).toContainText('Pantry Storage · Milford, CT · Photo 2 of 2');
    const scan = await new AxeBuilder({ page: visitor }).include('dialog').analyze();
    expect(scan.violations.map((v) => v.id)).toEqual([]);
    if (shots) await visitor.screenshot({ path: `${shots}/gallery-dialog-${width}.png` });
    await visitor.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await visitorContext.close();
  }

  // Delete: every URL of the photo answers 404, and the pages drop it.
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete photo' }).click();
  await expect(card).toHaveCount(0);
  for (const variant of ['1600.jpg', '960.webp', '480.avif', 'master.jpg']) {
    expect((await request.get(`${base}/${variant}`)).status()).toBe(404);
  }
  await until(async () => !(await html(request, '/gallery')).includes(alt), 'the photo to leave /gallery');
  await card2.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete photo' }).click();
  await expect(card2).toHaveCount(0);
  // With no photo published, /gallery shows its illustrated tiles again.
  await until(async () => !(await html(request, '/gallery')).includes(alt2), 'the second photo to leave /gallery');
});

test('an approved review is in the server HTML of the home page on the next load', async ({ request, baseURL }) => {
  const run = Date.now();
  const name = `Dana R. ${run}`;
  const text = `The pantry we ordered in March changed how we cook. Review ${run}.`;
  const sent = await request.post('/api/testimonials', {
    headers: fromSite,
    data: {
      customerName: name,
      location: 'Milford',
      projectType: 'Pantry Storage',
      rating: '5',
      reviewText: text,
      email: `dana-${run}@example.com`,
      consent: true,
    },
  });
  expect(sent.status()).toBe(200);
  expect(await html(request, '/')).not.toContain(text);
  const staff = await staffApi(baseURL);
  const [review] = await reviewsNamed(staff, name);
  const res = await staff.patch(`/api/testimonials/${String(review?.id)}`, {
    data: { approved: 'true', featured: 'true' },
  });
  expect(res.status()).toBe(200);
  await staff.dispose();
  await until(async () => (await html(request, '/')).includes(text), 'the review in the HTML of /');
});
