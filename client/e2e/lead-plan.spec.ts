import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import { priceBookPath } from '../../shared/api/public-paths';
import { designToQuery } from '../../shared/design/design-query';
import { startingLayout } from '../../shared/design/layout';
import { wallsOfWidths } from '../../shared/design/design-rules';
import { defaultPriceBook } from '../../shared/design/price-book';
import { formatEstimate } from '../../shared/design/pricing';
import { leadsNamed, signIn, staffApi } from './admin-session';
import { fromSite } from './from-site';
import { expect } from './patient-expect';

// Screenshots for a person to look at, only when asked for: SHOTS_DIR=/some/folder.
const shots = process.env.SHOTS_DIR;

const run = Date.now().toString(36);
const design = startingLayout({ spaceType: 'Walk-In Closet', ceilingIn: 96, walls: wallsOfWidths([120, 96, 240]) });

type StoredPlan = { estimate: { low: number; high: number; total: number } };
const requestWith = (name: string, plan: string) => ({
  headers: fromSite,
  data: {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    phone: '(203) 555-0142',
    zip: '06460',
    rooms: ['Garage'],
    message: 'The space I drew on your site.',
    plan,
  },
});

test('a plan sent with a request shows on the lead card with the estimate the server stored, at 1280 and 390 px', async ({
  page,
  baseURL,
}) => {
  const name = `Planner Lead ${run}`;
  const sent = await page.request.post('/api/contact', {
    headers: fromSite,
    data: {
      ...requestWith(name, designToQuery(design)).data,
      rooms: ['Walk-In Closet'],
      // A price from the browser is never read.
      estimate: { low: 1, high: 2, total: 1 },
    },
  });
  expect(sent.ok()).toBe(true);
  const api = await staffApi(baseURL);
  const [stored] = await leadsNamed(api, name);
  const plan = stored?.plan as StoredPlan | undefined;
  expect(plan?.estimate.low).toBeGreaterThan(1000);
  const estimate = formatEstimate(plan!.estimate);

  await signIn(page);
  await page.getByRole('tab', { name: 'Contact Submissions' }).click();
  await page.getByLabel('Search by name, email, phone or ZIP').fill(name);
  const card = page.getByRole('article', { name });
  const part = card.getByRole('group', { name: 'Planned online' });
  await expect(part).toBeVisible();
  await expect(part.getByText(/^Walk-In Closet, 3 walls, estimated \$/)).toBeVisible();
  await expect(part.getByRole('img', { name: 'Back wall elevation, 120 in' })).toBeVisible();
  await expect(part.getByRole('img', { name: 'Right wall elevation, 240 in' })).toBeVisible();
  await expect(part.getByText(estimate, { exact: true })).toBeVisible();
  await expect(part.getByRole('link', { name: 'Open in the planner' })).toHaveAttribute(
    'href',
    `/plan?${designToQuery(design)}`,
  );
  expect((await new AxeBuilder({ page }).include('article').analyze()).violations.map((v) => v.id)).toEqual([]);
  if (shots) fs.mkdirSync(shots, { recursive: true });
  if (shots) await part.screenshot({ path: `${shots}/lead-plan-1280.png` });

  // On a phone the 240 in wall scrolls inside its figure; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const drawing = part.getByRole('group', { name: 'Right wall drawing' });
  await expect(drawing).toBeVisible();
  const widths = await drawing.evaluate((el) => ({
    frame: el.clientWidth,
    content: el.scrollWidth,
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.content).toBeGreaterThan(widths.frame);
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  if (shots) await part.screenshot({ path: `${shots}/lead-plan-390.png` });
  await api.dispose();
});

test('a price book change moves the estimate of a new request, not the one stored', async ({ page, baseURL }) => {
  // Slatwall only: the planner's own specs plan closets, priced with the defaults, at the same time.
  const garage = startingLayout({ spaceType: 'Garage', ceilingIn: 120, walls: [{ name: 'Back wall', widthIn: 144 }] });
  const api = await staffApi(baseURL);
  const first = `Garage Before ${run}`;
  const second = `Garage After ${run}`;
  expect((await page.request.post('/api/contact', requestWith(first, designToQuery(garage)))).ok()).toBe(true);
  const dearer = {
    ...defaultPriceBook,
    sectionPrices: { ...defaultPriceBook.sectionPrices, slatwall: defaultPriceBook.sectionPrices.slatwall * 3 },
  };
  try {
    expect((await api.put(priceBookPath, { data: dearer })).ok()).toBe(true);
    expect((await page.request.post('/api/contact', requestWith(second, designToQuery(garage)))).ok()).toBe(true);
  } finally {
    expect((await api.put(priceBookPath, { data: defaultPriceBook })).ok()).toBe(true);
  }
  const before = (await leadsNamed(api, first))[0]?.plan as StoredPlan;
  const after = (await leadsNamed(api, second))[0]?.plan as StoredPlan;
  expect(after.estimate.total).toBeGreaterThan(before.estimate.total);

  await signIn(page);
  await page.getByRole('tab', { name: 'Contact Submissions' }).click();
  await page.getByLabel('Search by name, email, phone or ZIP').fill(`Garage Before ${run}`);
  const part = page.getByRole('article', { name: first }).getByRole('group', { name: 'Planned online' });
  await expect(part.getByText(formatEstimate(before.estimate), { exact: true })).toBeVisible();
  await api.dispose();
});
