import { paymentsApi } from '../../shared/api/payments';
import { pathTo } from '../../shared/api/route';
import { addDays, dayOf } from '../../shared/business-time';
import { formatDollars } from '../../shared/money';
import { oneThirdPercent, paymentSchedule } from '../../shared/payments/payment-schedule';
import { signInTimeout } from './admin-session';
import { test } from './owner-api';
import { acceptInvitation, invite } from './invitations';
import { axeFindings } from './axe-findings';
import { withDb } from './database-seam';
import { expect } from './patient-expect';
import { signedContract } from './sent-proposal';

// The office's side of a signed job's money against the production build: a check recorded on a
// phone, then voided with its reason at a desk; the reminders paused, and the homeowner's written
// request for the deposit back refused by the server, then recorded. Screenshots for a person to look at, only when
// asked for: SHOTS_DIR=/some/folder.
const shots = process.env.SHOTS_DIR;
const run = Date.now().toString(36);

test('the office records a check on a signed job, sees the balance drop, voids it with a reason and sees it restored, pauses the reminders and records a request for the deposit back', async ({
  page,
  browser,
  ownerApi,
}) => {
  const name = `Olive Office ${run}`;
  const { priced, leadId } = await signedContract(page, ownerApi, name);
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
  if (shots) await money.screenshot({ path: `${shots}/payments-panel-1280.png` });

  // The homeowner asked not to be reminded: the office pauses the e-mails; the button keeps focus.
  await money.getByRole('button', { name: 'Pause reminders' }).click();
  await expect(
    money.getByText(/^Paused by Sam Office \w+, .+: none is e-mailed until they are resumed\.$/),
  ).toBeVisible();
  await expect(money.getByRole('button', { name: 'Resume reminders' })).toBeFocused();

  // A written request for the deposit back: the server refuses it within the contract's first 30
  // days, with its reason in the dialog (focus went into the dialog, on the day).
  await money.getByRole('button', { name: 'Record a request for the deposit back' }).click();
  const askedBack = office.getByRole('dialog', { name: 'Record a request for the deposit back' });
  await expect(askedBack.getByLabel('Day the written request was received')).toBeFocused();
  await askedBack.getByRole('checkbox', { name: 'No substantial work has been done on the job' }).check();
  await askedBack.getByRole('button', { name: 'Record request' }).click();
  await expect(askedBack.getByRole('alert')).toContainText(
    /^The law returns a deposit on request only once more than 30 days have passed since the contract's starting date/,
  );
  expect(await axeFindings(office, 'dialog[open]')).toEqual([]);
  if (shots) await office.screenshot({ path: `${shots}/payments-deposit-refused-1280.png` });
  // A contract that started 45 days ago (its date moved back: no API makes the past), its deposit
  // taken by check meanwhile (the owner, through the API): the same dialog's request is recorded.
  const today = dayOf(new Date());
  withDb((db) =>
    db
      .prepare("UPDATE ledger_charges SET starts_on = ? WHERE lead_id = ? AND kind = 'contract'")
      .run(addDays(today, -45), leadId),
  );
  const paid = await ownerApi.post(pathTo(paymentsApi.record, { id: leadId }), {
    data: {
      method: 'check',
      checkNumber: '1043',
      amountCents: deposit!.amountCents,
      receivedOn: today,
      stage: 'deposit',
    },
  });
  expect(paid.status()).toBe(201);
  await askedBack.getByRole('button', { name: 'Record request' }).click();
  await expect(askedBack).toBeHidden();
  // The toast (its words, not the live region's copy of them) says by when.
  await expect(office.getByText('Deposit return recorded', { exact: true })).toBeVisible();
  await expect(office.getByText(/^Return it by the end of \w+day, /)).toBeVisible();
  await expect(money.getByText(/^Return the deposit by the end of \w+day, /)).toBeVisible();
  await expect(money.getByText(`Written request received`, { exact: false })).toContainText('recorded by Sam Office');
  // Its button gone, focus is on the ledger rather than the page.
  await expect(money.getByRole('heading', { name: 'Ledger' })).toBeFocused();
  expect(
    await axeFindings(office, `[role="group"][aria-labelledby="${await money.getAttribute('aria-labelledby')}"]`),
  ).toEqual([]);
  if (shots) await money.screenshot({ path: `${shots}/payments-deposit-back-1280.png` });
  await office.setViewportSize({ width: 390, height: 844 });
  expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) {
    await money.screenshot({ path: `${shots}/payments-deposit-back-390.png` });
    await office.setViewportSize({ width: 1280, height: 900 });
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
