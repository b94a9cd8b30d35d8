import { formatDollars } from '../../shared/money';
import { oneThirdPercent, paymentSchedule } from '../../shared/payments/payment-schedule';
import { signInTimeout } from './admin-session';
import { test } from './owner-api';
import { acceptInvitation, invite } from './invitations';
import { axeFindings } from './axe-findings';
import { expect } from './patient-expect';
import { signedContract } from './sent-proposal';

// The office's side of a signed job's money against the production build: a check recorded on a
// phone, then voided with its reason at a desk. Screenshots for a person to look at, only when
// asked for: SHOTS_DIR=/some/folder.
const shots = process.env.SHOTS_DIR;
const run = Date.now().toString(36);

test('the office records a check on a signed job, sees the balance drop, voids it with a reason and sees it restored', async ({
  page,
  browser,
  ownerApi,
}) => {
  const name = `Olive Office ${run}`;
  const { priced } = await signedContract(page, ownerApi, name);
  const totalCents = priced[1]!.total * 100;
  const [deposit] = paymentSchedule(totalCents, { depositPercent: oneThirdPercent });
  const balance = (cents: number) => `Balance${formatDollars(cents)}`;

  // Someone from the office, who joined through the owner's invitation, on a phone.
  const { token: invitation } = await invite(ownerApi, {
    name: `Sam Office ${run}`,
    email: `sam.office.${run}@example.com`,
    role: 'office',
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const office = await context.newPage();
  await acceptInvitation(office.request, invitation, 'cedar shelves and oak drawers');
  await office.goto('/admin');
  await office.getByRole('tab', { name: /^Contact Submissions/ }).click(signInTimeout);
  await office.getByRole('button', { name: 'Search, filter and export' }).click();
  await office.getByLabel('Search by name, email, phone or ZIP').fill(name);
  const money = office.getByRole('article', { name }).getByRole('group', { name: 'Paid and due' });
  await expect(money).toContainText(balance(totalCents));

  await money.getByRole('button', { name: 'Payments' }).click();
  await money.getByRole('button', { name: 'Record a payment' }).click();
  const record = office.getByRole('dialog', { name: 'Record a payment' });
  await record.getByLabel('Check number').fill('1042');
  await record.getByLabel('Amount ($)').fill((deposit!.amountCents / 100).toFixed(2));
  expect(await axeFindings(office, 'dialog[open]')).toEqual([]);
  if (shots) await office.screenshot({ path: `${shots}/payments-record-390.png` });
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(record).toBeHidden();
  await expect(money).toContainText(balance(totalCents - deposit!.amountCents));
  await expect(money.getByText('Check 1042 · Deposit')).toBeVisible();
  expect(
    await axeFindings(office, `[role="group"][aria-labelledby="${await money.getAttribute('aria-labelledby')}"]`),
  ).toEqual([]);
  // Amounts in cents fit a phone: nothing scrolls sideways.
  expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await money.screenshot({ path: `${shots}/payments-panel-390.png` });

  // At a desk: the check was entered on the wrong job.
  await office.setViewportSize({ width: 1280, height: 900 });
  await money.getByRole('button', { name: `Void check 1042, ${formatDollars(deposit!.amountCents)}` }).click();
  const voiding = office.getByRole('dialog', { name: 'Void this payment?' });
  await voiding.getByLabel('Reason').fill('Entered on the wrong job');
  await voiding.getByRole('button', { name: 'Void payment' }).click();
  await expect(voiding).toBeHidden();
  await expect(money).toContainText(balance(totalCents));
  await expect(money.locator('del', { hasText: 'Check 1042 · Deposit' })).toBeVisible();
  await expect(money.getByText(/^Voided by Sam Office \w+, .+: Entered on the wrong job$/)).toBeVisible();
  await expect(money.getByRole('button', { name: /^Void / })).toHaveCount(0);
  if (shots) {
    await money.screenshot({ path: `${shots}/payments-panel-1280.png` });
    // The Analytics tab's Money, at both widths.
    await office.getByRole('tab', { name: 'Analytics' }).click();
    const section = office.getByRole('region', { name: 'Money' });
    await section.getByRole('table', { name: 'Cash by month' }).waitFor();
    await section.screenshot({ path: `${shots}/analytics-money-1280.png` });
    await office.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: `${shots}/analytics-money-390.png` });
  }
  await context.close();
});
