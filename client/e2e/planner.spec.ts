import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { designFromQuery } from '../../shared/design/design-query';
import { defaultPriceBook } from '../../shared/design/price-book';
import { estimateConfirmation, formatEstimate, priceDesign } from '../../shared/design/pricing';
import { hydrated } from './hydration';
import { describeWithoutJavaScript } from './without-javascript';

// The planner (/plan) against the production build: with JavaScript it redraws as the homeowner
// types; without, "Show my plan" is a GET form the server renders, and the address reproduces it.

const shotsDir = '/work/shots/plan';

/** The estimate the page must show for the address it is at (the server's price book is the default one here). */
function expectedEstimate(url: string): string {
  const parsed = designFromQuery(new URL(url).searchParams);
  if (!parsed.success) throw new Error(`no plan at ${url}: ${JSON.stringify(parsed.errors)}`);
  return formatEstimate(priceDesign(parsed.design, defaultPriceBook).range);
}

async function openPlanner(page: Page) {
  await page.goto('/plan');
  await hydrated(page.getByRole('button', { name: 'Show my plan' }));
}

test.describe('with JavaScript', () => {
  test('a reach-in is planned as it is typed: its elevation, the range, what is included', async ({ page }) => {
    await openPlanner(page);
    await page.getByLabel('Back wall width (inches)').fill('72');
    await expect(page.getByRole('img', { name: 'Back wall elevation, 72 in' })).toBeVisible();
    await expect(page).toHaveURL(/\/plan\?space=reach-in-closet&ceiling=96&w1=72&s1=/);
    await expect(page.getByText(expectedEstimate(page.url()))).toBeVisible();
    await expect(page.getByText(estimateConfirmation)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What is included' })).toBeVisible();

    await page.getByRole('button', { name: 'Split section 1 of back wall' }).click();
    await expect(page.getByRole('combobox', { name: 'Section 3 of back wall' })).toBeVisible();
    await expect(page.getByText(expectedEstimate(page.url()))).toBeVisible();
  });

  test('a walk-in of three walls: each elevation is an image named for its wall, and the range follows a change', async ({
    page,
  }, testInfo) => {
    await openPlanner(page);
    await page.getByLabel('Type of space').selectOption('Walk-In Closet');
    await page.getByLabel('Number of walls').selectOption('3');
    await page.getByLabel('Back wall width (inches)').fill('120');
    await page.getByLabel('Left wall width (inches)').fill('96');
    await page.getByLabel('Right wall width (inches)').fill('96');
    for (const name of ['Back wall elevation, 120 in', 'Left wall elevation, 96 in', 'Right wall elevation, 96 in']) {
      await expect(page.getByRole('img', { name })).toBeVisible();
    }
    await expect(page).toHaveURL(/w3=96/);
    const first = expectedEstimate(page.url());
    await expect(page.getByText(first)).toBeVisible();
    await page.getByLabel('Finish', { exact: true }).selectOption({ label: 'Walnut Veneer (Real Wood Veneers)' });
    await expect(page).toHaveURL(/finish=walnut-veneer/);
    const second = expectedEstimate(page.url());
    expect(second).not.toBe(first);
    await expect(page.getByText(second)).toBeVisible();

    // A 20 ft wall at 390 px scrolls inside its figure, never the page.
    await page.getByLabel('Back wall width (inches)').fill('240');
    await expect(page.getByRole('img', { name: 'Back wall elevation, 240 in' })).toBeVisible();
    if (testInfo.project.name === 'desktop') {
      fs.mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/plan-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shotsDir}/plan-390.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const figure = page.getByRole('group', { name: 'Back wall drawing' });
    expect(await figure.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    // The planned walk-in, drawings and controls included, has no axe violation at either width.
    const scan = async () => (await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id);
    expect(await scan(), '390 px').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await scan(), '1280 px').toEqual([]);
  });
});

describeWithoutJavaScript(() => {
  test('"Show my plan" renders a walk-in on the server with its range, and its address reproduces it', async ({
    page,
    context,
  }) => {
    await page.goto('/plan');
    await page.getByLabel('Type of space').selectOption('Walk-In Closet');
    await page.getByLabel('Number of walls').selectOption('2');
    await page.getByLabel('Back wall width (inches)').fill('120');
    await page.getByRole('button', { name: 'Show my plan' }).click();

    // Two walls asked for, one given: the server says which width is missing, beside its field.
    await expect(page).toHaveURL(/\/plan\?space=walk-in-closet&walls=2&w1=120&ceiling=96/);
    await expect(page.getByLabel('Left wall width (inches)')).toHaveAccessibleDescription('Enter the left wall width');
    await page.getByLabel('Left wall width (inches)').fill('96');
    await page.getByRole('button', { name: 'Show my plan' }).click();

    await expect(page.getByRole('img', { name: 'Back wall elevation, 120 in' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Left wall elevation, 96 in' })).toBeVisible();
    const estimate = expectedEstimate(page.url());
    await expect(page.getByText(estimate)).toBeVisible();
    await expect(page.getByText(estimateConfirmation)).toBeVisible();

    const again = await context.newPage();
    await again.goto(page.url());
    await expect(again.getByRole('img', { name: 'Back wall elevation, 120 in' })).toBeVisible();
    await expect(again.getByText(estimate)).toBeVisible();
  });

  test('a reach-in sent without JavaScript is drawn, and a wall too narrow gets its sentence', async ({ page }) => {
    await page.goto('/plan');
    await page.getByLabel('Back wall width (inches)').fill('12');
    await page.getByRole('button', { name: 'Show my plan' }).click();
    await expect(page.getByLabel('Back wall width (inches)')).toHaveAccessibleDescription(/24/);
    await expect(page.getByRole('img')).toHaveCount(0);
    await page.getByLabel('Back wall width (inches)').fill('72');
    await page.getByRole('button', { name: 'Show my plan' }).click();
    await expect(page.getByRole('img', { name: 'Back wall elevation, 72 in' })).toBeVisible();
    await expect(page.getByText(expectedEstimate(page.url()))).toBeVisible();
  });
});
