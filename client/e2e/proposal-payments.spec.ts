import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDollars } from '../../shared/money';
import { oneThirdPercent, paymentSchedule } from '../../shared/payments/payment-schedule';
import { proposalNotices } from '../../shared/proposals/proposal-notices';
import { doubleDeliverPath } from '../../server/test/stripe-double-keys';
import { test } from './owner-api';
import { expect } from './patient-expect';
import { optionCard, sentProposal, sign } from './sent-proposal';

// The homeowner pays the deposit right after signing, through Stripe Checkout as the local double
// serves it (playwright.config.ts starts it and points the site at it): with JavaScript (the page
// reads the payments again until Stripe's signed webhook arrives) and without (plain form posts).
// Screenshots for a person to look at, only when asked for: SHOTS_DIR=/some/folder.
const shots = process.env.SHOTS_DIR;

const run = Date.now().toString(36);
const stripeDouble = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;
const checkoutPage = new RegExp(`^${stripeDouble}/c/pay/(cs_test_\\d+)$`);

/** A sent proposal and what its option `index` asks: its total, the deposit (one-third) and the balance. */
async function proposalToPay(page: Page, ownerApi: APIRequestContext, name: string, index: number) {
  const { link, priced } = await sentProposal(page, ownerApi, name);
  const option = priced[index]!;
  const [deposit, balance] = paymentSchedule(option.total * 100, { depositPercent: oneThirdPercent });
  return {
    link,
    option: option.name,
    total: formatDollars(option.total * 100),
    deposit: formatDollars(deposit!.amountCents),
    balance: formatDollars(balance!.amountCents),
  };
}

/** On the double's Checkout page: the amount asked is the deposit, no fee added; "Pay" goes back to the site. */
async function payOnCheckout(page: Page, deposit: string) {
  await expect(page).toHaveURL(checkoutPage);
  await expect(page.locator('#amount')).toHaveText(deposit);
  const sessionId = checkoutPage.exec(page.url())![1]!;
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/proposal\/[\w-]+\?notice=paying$/);
  return sessionId;
}

/** Stripe's signed webhook: the card payment of the session succeeded. */
async function stripeConfirms(request: APIRequestContext, sessionId: string) {
  const res = await request.post(`${stripeDouble}${doubleDeliverPath}`, {
    data: { sessionId, type: 'checkout.session.completed', paymentStatus: 'paid' },
  });
  expect(await res.json()).toEqual({ status: 200 });
}

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function screenshots(page: Page, state: string) {
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('heading', { name: 'Your signed contract' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/proposal-pay-${state}-${width}.png` });
    await page.getByRole('region', { name: 'Your payments' }).screenshot({
      path: `${shots}/proposal-payments-${state}-${width}.png`,
    });
  }
}

test('right after signing the homeowner pays the deposit: "being confirmed" until the signed webhook, then paid', async ({
  page,
  ownerApi,
}) => {
  const name = `Pia Payer ${run}`;
  const { link, option, total, deposit, balance } = await proposalToPay(page, ownerApi, name, 1);
  await page.goto(link);
  const card = optionCard(page, option);
  await card.getByRole('button', { name: 'Accept this option' }).click();
  const form = card.getByRole('form', { name: `Accept and sign: ${option}` });
  await sign(form, name);
  await form.getByRole('button', { name: 'Accept and sign' }).click();

  const offer = page.getByRole('button', { name: `Pay the deposit now (${deposit})` });
  await expect(offer).toBeVisible();
  await expect(
    page.getByText(/^Paying it now is optional: the deposit is due only once your right to cancel ends/),
  ).toBeVisible();
  await screenshots(page, 'offer');
  await offer.click();
  const sessionId = await payOnCheckout(page, deposit);

  // Back from Checkout: nothing is paid until Stripe says so.
  const payments = page.getByRole('region', { name: 'Your payments' });
  await expect(page.getByRole('status')).toHaveText(proposalNotices.paying);
  await expect(payments).toContainText(`Left to pay: ${total}`);
  await expect(payments.getByRole('table', { name: 'Payments received' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await screenshots(page, 'confirming');

  await stripeConfirms(page.request, sessionId);
  // The page reads the payments again: the deposit shows paid, with the new balance.
  await expect(payments.getByRole('table', { name: 'Payments received' }).getByRole('row').nth(1)).toContainText(
    `Card${deposit}Paid`,
  );
  await expect(payments).toContainText(`Left to pay: ${balance}`);
  await expect(page.getByRole('status')).toHaveText('Thank you. Your payment shows below, under Your payments.');
  await expect(payments.getByRole('button', { name: `Pay ${balance}` })).toBeVisible();
  await screenshots(page, 'paid');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the homeowner signs, reaches Checkout by the form post, and sees the deposit paid once Stripe confirms it', async ({
    page,
    ownerApi,
  }) => {
    const name = `Nico Payer ${run}`;
    const { link, option, deposit, balance } = await proposalToPay(page, ownerApi, name, 2);
    await page.goto(link);
    const form = optionCard(page, option).getByRole('form', { name: `Accept and sign: ${option}` });
    await sign(form, name);
    await form.getByRole('button', { name: 'Accept and sign' }).click();
    await expect(page).toHaveURL(`${link}?notice=accepted`);

    await page.getByRole('button', { name: `Pay the deposit now (${deposit})` }).click();
    const sessionId = await payOnCheckout(page, deposit);
    await expect(page.getByRole('status')).toHaveText(proposalNotices.paying);

    await stripeConfirms(page.request, sessionId);
    await page.reload();
    const payments = page.getByRole('region', { name: 'Your payments' });
    await expect(payments.getByRole('table', { name: 'Payments received' }).getByRole('row').nth(1)).toContainText(
      `Card${deposit}Paid`,
    );
    await expect(payments).toContainText(`Left to pay: ${balance}`);
  });
});
