import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { designerNavLinks, openStaffPage, signIn } from './admin-session';
import { unseal, withDb } from './database-seam';
import { expectToast } from './toasts';
import { fromSite } from './from-site';
import { expect } from './patient-expect';
import { sendConsultationRequest } from './consultation-request';

// The owner brings a designer onto the team, and lets them go. One flow, in order.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// Screenshots for a person to look at, only when asked for: SHOTS_DIR=/some/folder.
const shots = process.env.SHOTS_DIR;

const run = Date.now().toString(36);
const designer = { name: `Dana Reyes ${run}`, email: `dana.${run}@example.com` };
const password = 'walnut shelves and brass rails';

const axeViolations = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations.map((v) => v.id);

const openTeamPage = (page: Page) => signIn(page, '/admin/team');

test('the owner invites a designer; the e-mailed link works after a plain GET; the owner disables them', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openTeamPage(page);
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone' });
  // The server checks the fields with the shared schema; each error shows by its field.
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
  await dialog.getByLabel('Name').fill(designer.name);
  await dialog.getByLabel('E-mail').fill(designer.email);
  await expect(dialog.getByLabel('Role')).toHaveValue('designer');
  expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/team-invite-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  // The E2E server has no SMTP_URL: the link is offered to copy, and the e-mail is in the outbox.
  await expect(dialog.getByText('No mail server is configured: copy the link and send it yourself.')).toBeVisible();
  const shown = await dialog.getByLabel('Invitation link').inputValue();
  const mailed = withDb(
    (db) =>
      db
        .prepare("SELECT body FROM mail_outbox WHERE kind = 'staff-invitation' AND to_address = ?")
        .get(designer.email) as { body: string },
  );
  // Sealed in the database (core/secrets): no link in the file itself.
  expect(mailed.body).not.toContain(shown);
  expect(unseal(mailed.body)).toContain(shown);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const invitation = page.getByRole('article', { name: designer.name });
  await expect(invitation).toContainText('Designer');
  await expect(invitation).toContainText(/Expires/);
  if (shots) {
    await page.screenshot({ path: `${shots}/team-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/team-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  expect(await axeViolations(page, 'main')).toEqual([]);

  // A company mail scanner opens the link first; that changes nothing.
  const link = new URL(shown);
  const linkPath = `${link.pathname}${link.search}`;
  const token = link.searchParams.get('invitation') ?? '';
  expect((await page.request.get(linkPath)).status()).toBe(200);
  const scanned = await page.request.get(`/api/invitations/${token}`);
  expect(await scanned.json()).toMatchObject({ state: 'valid', email: designer.email });

  // The designer opens it in their own browser and chooses a password.
  const theirs = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const them = await theirs.newPage();
  const pageErrors: string[] = [];
  them.on('pageerror', (err) => pageErrors.push(err.message));
  await them.goto(linkPath);
  await expect(them.getByRole('heading', { level: 1, name: 'Join the team' })).toBeVisible();
  // /admin is prerendered without the link's query string: hydration still matches it.
  await expect(them.locator('html[data-hydrated-path="/admin"]')).toHaveCount(1);
  expect(pageErrors).toEqual([]);
  await expect(them.getByText(`${designer.name}, you have been invited as Designer`)).toBeVisible();
  expect(await axeViolations(them, 'main')).toEqual([]);
  if (shots) await them.screenshot({ path: `${shots}/invitation-390.png`, fullPage: true });
  await them.getByLabel('New password').fill('password1234');
  await them.getByRole('button', { name: 'Set password' }).click();
  await expect(them.getByRole('alert')).toHaveText('This password is too common. Choose another.');
  await them.getByLabel('New password').fill(password);
  await them.getByRole('button', { name: 'Set password' }).click();

  // Signed in as a designer, on Your account (where two-factor sign-in is set up): no Team page,
  // and the team API says no.
  await expect(them.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(them).toHaveURL(/\/admin\/account$/);
  await expect(them.getByText(`Signed in as ${designer.name} · Designer`)).toBeVisible();
  // The designer's browser is a phone: the staff pages are behind the menu.
  await them.getByRole('button', { name: 'Staff pages: Your account' }).click();
  await expect(them.getByRole('navigation', { name: 'Staff pages' }).getByRole('link')).toHaveText(designerNavLinks);
  await openStaffPage(them, '/admin');
  await expect(them.getByRole('tab')).toHaveText([/^Contact Submissions/]);
  // Team by its address: a sentence, not the team.
  await them.goto('/admin/team');
  await expect(them.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(them.getByRole('alert')).toHaveText('Only the owner can open Team. Ask the owner if you need it.');
  await expect(them.getByRole('article')).toHaveCount(0);
  expect(await axeViolations(them, 'main')).toEqual([]);
  expect((await them.request.get('/api/team')).status()).toBe(403);
  expect((await them.request.get('/api/contacts.csv')).status()).toBe(403);

  // The owner assigns one of two new leads to the designer, who then sees that one only.
  const [theirLead, otherLead] = [`Assigned Lead ${run}`, `Other Lead ${run}`];
  for (const name of [theirLead, otherLead]) {
    await sendConsultationRequest(page.request, name);
  }
  await openStaffPage(page, '/admin');
  await page.getByRole('tab', { name: /^Contact Submissions/ }).click();
  await page.getByLabel('Search by name, email, phone or ZIP').first().fill(theirLead);
  const leadCard = page.getByRole('article', { name: theirLead });
  await leadCard.getByLabel('Assigned to').selectOption({ label: designer.name });
  await expectToast(page, `Assigned to ${designer.name}`);
  await them.goto('/admin');
  const theirInbox = them.getByRole('tabpanel');
  await expect(theirInbox.getByRole('article', { name: theirLead })).toContainText(`Assigned to ${designer.name}`);
  await expect(theirInbox.getByRole('article')).toHaveCount(1);
  await expect(theirInbox.getByRole('article', { name: otherLead })).toHaveCount(0);
  await expect(theirInbox.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
  // The link worked once.
  await them.goto(linkPath);
  await expect(them.getByRole('heading', { level: 1, name: 'This invitation link no longer works' })).toBeVisible();
  // One answer for every link that cannot be used, naming nobody.
  await expect(them.getByText('Ask the person who invited you', { exact: false })).toBeVisible();
  await expect(them.getByRole('main')).not.toContainText('@');

  // The owner disables the designer: their next request gets 401.
  await openStaffPage(page, '/admin/team');
  const person = page.getByRole('article', { name: designer.name });
  await expect(person).toContainText('Active');
  await person.getByRole('button', { name: 'Disable' }).click();
  const confirm = page.getByRole('dialog', { name: `Disable ${designer.name}?` });
  // Their open lead is listed, and handed to the owner in the same step.
  await expect(confirm.getByRole('listitem')).toHaveText([`${theirLead} · New`]);
  await confirm.getByLabel('Hand them to').selectOption({ label: 'Owner' });
  expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expectToast(page, `${designer.name} is disabled`, '1 lead and 0 consultations handed to Owner');
  await expect(person).toContainText('Disabled');
  expect((await them.request.get('/api/team')).status()).toBe(401);
  expect(await (await them.request.get('/api/admin/session')).json()).toEqual({ authenticated: false });
  const again = await them.request.post('/api/admin/login', {
    headers: fromSite,
    data: { email: designer.email, password },
  });
  expect(again.status()).toBe(401);
  await theirs.close();

  // The owner's Activity list names who did each thing, and filters by person.
  const activity = page.getByRole('region', { name: 'Activity' });
  await activity.getByLabel('Person').selectOption({ label: designer.name });
  await expect(activity.getByRole('listitem').first()).toContainText(`${designer.name} · Failed sign-in`);
  await expect(activity.getByRole('listitem').filter({ hasText: 'Joined the team' })).toContainText(designer.name);
  await activity.getByLabel('Person').selectOption({ label: 'Everyone' });
  await expect(activity.getByRole('listitem').filter({ hasText: `Disabled · ${designer.name}` })).toContainText(
    /^Owner · Disabled/,
  );
  expect(await axeViolations(page, 'main')).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/team-activity-1280.png`, fullPage: true });

  // Your account: this browser's session is listed as this device.
  await openStaffPage(page, '/admin/account');
  await expect(page.getByText('This device')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  if (shots) {
    await page.screenshot({ path: `${shots}/account-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/account-390.png`, fullPage: true });
  }
});
