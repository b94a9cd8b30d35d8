import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { completionApi } from '../../shared/api/completion';
import { galleryApi } from '../../shared/api/gallery';
import { installsApi } from '../../shared/api/installs';
import { paymentsApi } from '../../shared/api/payments';
import { pathTo } from '../../shared/api/route';
import { addDays, dayOf, weekdayOf } from '../../shared/business-time';
import type { StaffCompletion } from '../../shared/completion/completion-answers';
import { signOffLabels } from '../../shared/completion/completion-inputs';
import { completionMessages, completionNotices } from '../../shared/completion/completion-messages';
import { smallPng } from '../../server/test/test-images';
import { completionCopy } from '../src/site/proposal/completion-copy';
import { signIn, signInTimeout } from './admin-session';
import { test } from './owner-api';
import { withDb } from './database-seam';
import { fromSite } from './from-site';
import { acceptInvitation, invite } from './invitations';
import { axeFindings } from './axe-findings';
import { expect } from './patient-expect';
import { signedContract } from './sent-proposal';

// Screenshots for a person to look at, only when asked for: SHOTS_DIR=/some/folder.
const shots = process.env.SHOTS_DIR;
const run = Date.now().toString(36);

/** A signed job's Completion panel on its lead card, as the owner finds it on the dashboard. */
async function ownersCompletionPanel(page: Page, name: string) {
  await signIn(page, '/admin');
  await page.getByRole('tab', { name: /^Contact Submissions/ }).click(signInTimeout);
  await page.getByRole('button', { name: 'Search, filter and export' }).click();
  await page.getByLabel('Search by name, email, phone or ZIP').fill(name);
  return page.getByRole('article', { name }).getByRole('group', { name: 'Completion' });
}

test('the installer records completion with a photo on a phone, the homeowner signs off and agrees to the gallery, the installer records the balance, the job closes with a review request, the owner is offered to publish the photos', async ({
  page,
  browser,
  ownerApi,
}) => {
  test.setTimeout(120_000);
  const name = `Cleo Complete ${run}`;
  const { leadId, link, priced } = await signedContract(page, ownerApi, name);
  const totalCents = priced[1]!.total * 100;

  // The installer joins the team; the office booked the one-day install, which began this week.
  const installer = { name: `Ira Installer ${run}`, email: `ira.installer.${run}@example.com`, role: 'installer' };
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const { token: invitation } = await invite(ownerApi, installer);
  await acceptInvitation(context.request, invitation, 'cedar shelves and oak drawers');
  const installerId = withDb(
    (db) => (db.prepare('SELECT id FROM staff WHERE email = ?').get(installer.email) as { id: number }).id,
  );
  const yesterday = addDays(dayOf(new Date()), -1);
  const installDay = weekdayOf(yesterday) === 0 ? addDays(yesterday, -1) : yesterday;
  const booked = await ownerApi.put(pathTo(installsApi.book, { id: leadId }), {
    headers: fromSite,
    data: {
      days: [{ day: installDay, start: '09:00', hours: 6 }],
      crew: [installerId],
      address: '14 Harbor Road',
      notes: '',
    },
  });
  expect(booked.ok()).toBe(true);

  // At the walk-through, on the installer's phone: My day's install card, completion and a photo.
  const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'completion-e2e-')), 'IMG_5120.png');
  fs.writeFileSync(photo, await smallPng());
  const staff = await context.newPage();
  await staff.goto('/admin/my-day');
  await expect(staff.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible(signInTimeout);
  await staff.getByLabel('Day', { exact: true }).fill(installDay);
  const card = staff.getByRole('article', { name: `Install: ${name}` });
  const panel = card.getByRole('group', { name: 'Completion' });
  await panel.getByRole('button', { name: 'Record completion' }).click();
  await expect(panel).toContainText('Waiting for the homeowner to sign off');
  await panel.getByLabel('Add photos of the finished space').setInputFiles(photo);
  await expect(panel.getByRole('img', { name: 'Finished space, photo 1' })).toBeVisible({ timeout: 30_000 });
  expect(await axeFindings(staff)).toEqual([]);
  // A phone's width holds the card with its panel: nothing scrolls sideways.
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await staff.setViewportSize({ width: 1280, height: 900 });
  expect(await axeFindings(staff)).toEqual([]);
  await staff.setViewportSize({ width: 390, height: 844 });

  // The homeowner signs off on their page, on a phone without JavaScript: the timeline is in the
  // server's HTML, and the sign-off is a plain form post.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const homeowner = await noScript.newPage();
  await homeowner.goto(link);
  const timeline = homeowner.getByRole('region', { name: 'Your project' });
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Installed' })).toContainText('(done)');
  const installation = homeowner.getByRole('region', { name: 'Your installation', exact: true });
  await expect(installation.getByRole('img', { name: 'Your finished space, photo 1' })).toBeVisible();
  await installation.getByLabel('Your full name').fill(name);
  await installation.getByLabel('I agree to sign electronically').check();
  const photosConsent = installation.getByRole('checkbox', { name: signOffLabels.photosConsent });
  await expect(photosConsent).not.toBeChecked();
  await photosConsent.check();
  if (shots) {
    await installation.screenshot({ path: `${shots}/sign-off-form-390.png` });
    await homeowner.setViewportSize({ width: 1280, height: 900 });
    await installation.screenshot({ path: `${shots}/sign-off-form-1280.png` });
  }
  await installation.getByRole('button', { name: 'Sign off' }).click();
  await expect(homeowner.getByText(completionNotices['signed-off'])).toBeVisible();
  await expect(homeowner.getByText(`Signed off by ${name}`)).toBeVisible();
  await expect(homeowner.getByText(completionCopy.photosConsented)).toBeVisible();
  await noScript.close();
  // With JavaScript, the same page has no axe violation, on a phone and on a desktop.
  await page.goto(link);
  await expect(page.getByText(`Signed off by ${name}`)).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeFindings(page)).toEqual([]);

  // The installer records the check for the balance: the job closes, and the review request is in the outbox.
  await staff.reload();
  await staff.getByLabel('Day', { exact: true }).fill(installDay);
  const balance = panel.getByRole('form', { name: 'Balance taken on site' });
  await expect(balance).toContainText(`Left to pay:`);
  await balance.getByLabel('Check number').fill('2001');
  await expect(balance.getByLabel('Amount ($)')).toHaveValue(String(totalCents / 100));
  await balance.getByRole('button', { name: 'Record the balance' }).click();
  await expect(panel).toContainText('Job closed');
  const reviewRequests = withDb(
    (db) =>
      db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'review-request' AND lead_id = ?").get(leadId) as {
        n: number;
      },
  );
  expect(reviewRequests.n).toBe(1);
  await context.close();

  // The finished photo stays out of the staff Gallery; the homeowner agreed, so the owner is offered
  // Publish (publishing itself is server/completion's test: here it would change the public gallery
  // that other specs count).
  const photoId = withDb(
    (db) =>
      (db.prepare('SELECT photo_id AS id FROM completion_photos WHERE lead_id = ?').get(leadId) as { id: number }).id,
  );
  const gallery = (await (await ownerApi.get(galleryApi.list.path)).json()) as { photos: { id: number }[] };
  expect(gallery.photos.map((p) => p.id)).not.toContain(photoId);
  const owners = await ownersCompletionPanel(page, name);
  await expect(owners.getByRole('button', { name: 'Publish the photos to the gallery' })).toBeVisible();
});

test('without the homeowner’s consent, the owner’s Completion panel says so in place of Publish', async ({
  page,
  ownerApi,
}) => {
  const name = `Nora Noconsent ${run}`;
  const { leadId, token, priced } = await signedContract(page, ownerApi, name);
  const completionPath = pathTo(completionApi.read, { id: leadId });
  expect((await ownerApi.post(completionPath, { headers: fromSite })).status()).toBe(201);
  const upload = await ownerApi.post(pathTo(completionApi.addPhoto, { id: leadId }), {
    headers: fromSite,
    multipart: { photo: { name: 'finished.png', mimeType: 'image/png', buffer: await smallPng() } },
  });
  expect(upload.status()).toBe(202);
  await expect
    .poll(async () => ((await (await ownerApi.get(completionPath)).json()) as StaffCompletion).photos[0]?.status)
    .toBe('ready');
  // The homeowner signs off from their page's script, leaving the gallery's box unticked.
  const signedOff = await page.request.post(pathTo(completionApi.signOff, { token }), {
    headers: fromSite,
    data: { fullName: name, agree: true },
  });
  expect(signedOff.ok()).toBe(true);
  const paid = await ownerApi.post(pathTo(paymentsApi.record, { id: leadId }), {
    headers: fromSite,
    data: { method: 'check', checkNumber: '3003', amountCents: priced[1]!.total * 100, receivedOn: dayOf(new Date()) },
  });
  expect(paid.status()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  const panel = await ownersCompletionPanel(page, name);
  await expect(panel).toContainText('Job closed');
  await expect(panel.getByText(completionMessages.noPhotosConsent)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Publish the photos to the gallery' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await panel.screenshot({ path: `${shots}/completion-no-consent-390.png` });
});
