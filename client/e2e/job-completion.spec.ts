import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import { homeownerProposalsApi } from '../../shared/api/homeowner-proposals';
import { pathTo } from '../../shared/api/route';
import { completionNotices } from '../../shared/completion/completion-messages';
import { smallPng } from '../../server/test/test-images';
import { signIn, signInTimeout, staffApi } from './admin-session';
import { withDb } from './database-seam';
import { fromSite } from './from-site';
import { expect } from './patient-expect';
import { sentProposal } from './sent-proposal';

const run = Date.now().toString(36);

test('staff record completion with a photo on a phone, the homeowner signs off, the office records the balance, the job closes with a review request', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `Cleo Complete ${run}`;
  const owner = await staffApi(baseURL);
  const { link, priced } = await sentProposal(page, owner, name);
  await owner.dispose();
  const token = link.split('/').pop()!;
  const signed = await page.request.post(pathTo(homeownerProposalsApi.accept, { token }), {
    headers: fromSite,
    data: { version: 1, option: 1, fullName: name, agreeTerms: true, agreeElectronic: true },
  });
  expect(signed.ok()).toBe(true);
  const totalCents = priced[1]!.total * 100;
  const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'completion-e2e-')), 'IMG_5120.png');
  fs.writeFileSync(photo, await smallPng());

  // At the walk-through, on a phone: completion recorded, a photo of the finished space.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staff = await context.newPage();
  await signIn(staff);
  await staff.getByRole('tab', { name: /^Contact Submissions/ }).click(signInTimeout);
  await staff.getByRole('button', { name: 'Search, filter and export' }).click();
  await staff.getByLabel('Search by name, email, phone or ZIP').fill(name);
  const card = staff.getByRole('article', { name });
  const panel = card.getByRole('group', { name: 'Completion' });
  await panel.getByRole('button', { name: 'Record completion' }).click();
  await expect(panel).toContainText('Waiting for the homeowner to sign off');
  await panel.getByLabel('Add photos of the finished space').setInputFiles(photo);
  await expect(panel.getByRole('img', { name: 'Finished space, photo 1' })).toBeVisible({ timeout: 30_000 });
  const { violations } = await new AxeBuilder({ page: staff })
    .include(`[role="group"][aria-labelledby="${await panel.getAttribute('aria-labelledby')}"]`)
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // A phone's width holds the card with its panel: nothing scrolls sideways.
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The homeowner signs off on their page.
  await page.goto(link);
  const installation = page.getByRole('region', { name: 'Your installation' });
  await expect(installation.getByRole('img', { name: 'Your finished space, photo 1' })).toBeVisible();
  await installation.getByLabel('Your full name').fill(name);
  await installation.getByLabel('I agree to sign electronically').check();
  await installation.getByRole('button', { name: 'Sign off' }).click();
  await expect(page.getByText(completionNotices['signed-off'])).toBeVisible();
  await expect(page.getByText(`Signed off by ${name}`)).toBeVisible();

  // The office records the balance paid: the job closes, and the review request is in the outbox.
  const money = card.getByRole('group', { name: 'Paid and due' });
  await money.getByRole('button', { name: 'Payments' }).click();
  await money.getByRole('button', { name: 'Record a payment' }).click();
  const record = staff.getByRole('dialog', { name: 'Record a payment' });
  await record.getByLabel('Check number').fill('2001');
  await record.getByLabel('Amount ($)').fill((totalCents / 100).toFixed(2));
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(record).toBeHidden();
  await expect(panel).toContainText('Job closed');
  const reviewRequests = withDb(
    (db) =>
      db
        .prepare(
          `SELECT count(*) AS n FROM mail_outbox WHERE kind = 'review-request'
           AND lead_id = (SELECT id FROM contact_submissions WHERE name = ?)`,
        )
        .get(name) as { n: number },
  );
  expect(reviewRequests.n).toBe(1);
  await context.close();
});
