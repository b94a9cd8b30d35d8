import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paymentsApi } from '../../shared/api/payments';
import { pathTo } from '../../shared/api/route';
import { agreeToTermsLabel, electronicSignatureConsent } from '../../shared/contracts/contract-terms';
import { formatDollars } from '../../shared/money';
import type { JobPayments } from '../../shared/payments/payment-answers';
import { signIn } from './admin-session';
import { test } from './owner-api';
import { expect } from './patient-expect';
import { signedContract } from './sent-proposal';

const run = Date.now().toString(36);

/** No axe violation on the page (or inside `selector`) at a phone's width and a desk's. */
async function axeCleanAtBothWidths(page: Page, selector?: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const axe = new AxeBuilder({ page });
    const { violations } = await (selector ? axe.include(selector) : axe).analyze();
    expect(violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  }
}

test('a designer sends CO-1 adding a shoe wall; the homeowner signs it on their page; the total and the balance rise by the server’s price', async ({
  page,
  browser,
  ownerApi,
}) => {
  const name = `Cora Change ${run}`;
  const { leadId, link, priced } = await signedContract(page, ownerApi, name);
  const ledger = async () =>
    (await (await ownerApi.get(pathTo(paymentsApi.read, { id: leadId }))).json()) as JobPayments;
  const before = await ledger();
  expect(before.contract?.totalCents).toBe(priced[1]!.total * 100);

  // The designer opens the signed proposal's "Change order" and turns a section into shoe shelves.
  await signIn(page);
  await page.goto(`/admin/leads/${leadId}/proposal`);
  await page.getByRole('link', { name: 'Change order' }).click();
  await expect(page).toHaveURL(`/admin/leads/${leadId}/change-order`);
  await expect(page.getByRole('heading', { level: 1, name: `Change order for ${name}` })).toBeVisible();
  await page.getByLabel('Reason for the change').fill('A shoe wall, asked for at the install');
  await page.getByLabel('Kind of Left wall section 1').selectOption({ label: 'Shoe shelves' });
  await page.getByRole('button', { name: 'Save change order' }).click();
  const difference = page.getByTestId('change-order-difference');
  await expect(difference).toHaveText(/^\+\$/);
  const newTotal = (await page.getByTestId('change-order-new-total').textContent())!;
  await page.getByRole('button', { name: 'Send change order' }).click();
  await expect(page.getByRole('heading', { name: 'CO-1 (sent, waiting for the signature)' })).toBeVisible();
  await axeCleanAtBothWidths(page);

  // The homeowner, on their own page without the staff session, signs it like the contract.
  const homeowner = await (await browser.newContext()).newPage();
  await homeowner.goto(link);
  const section = homeowner.getByRole('region', { name: 'Change orders' });
  await expect(section.getByRole('heading', { name: 'CO-1: waiting for your signature' })).toBeVisible();
  await expect(section).toContainText(`New contract total${newTotal}`);
  await axeCleanAtBothWidths(homeowner);
  await section.getByLabel('Type your full name').fill(name);
  await section.getByRole('checkbox', { name: agreeToTermsLabel }).check();
  await section.getByRole('checkbox', { name: electronicSignatureConsent }).check();
  await section.getByRole('button', { name: 'Sign the change order' }).click();
  await expect(homeowner.getByText('Thank you — the change order is signed.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Download CO-1 (PDF)' })).toBeVisible();

  // The job's total and the balance rose by the server's price of the change.
  const after = await ledger();
  const added = after.totals.chargesCents - before.totals.chargesCents;
  expect(added).toBeGreaterThan(0);
  expect(formatDollars(after.contract!.totalCents)).toBe(newTotal);
  expect(after.totals.balanceCents).toBe(before.totals.balanceCents + added);
  await expect(homeowner.getByText(`Left to pay: ${formatDollars(after.totals.balanceCents)}`)).toBeVisible();
});
