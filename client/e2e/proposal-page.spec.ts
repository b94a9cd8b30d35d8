import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { contractorFacts } from '../../shared/business';
import { cancellationDeadline } from '../../shared/contracts/cancellation-deadline';
import { waysToCancel } from '../../shared/contracts/ways-to-cancel';
import { formatDollars } from '../../shared/money';
import { oneThirdPercent, paymentSchedule } from '../../shared/payments/payment-schedule';
import { contractLockedMessage, type LeadPipeline } from '../../shared/pipeline';
import type { StaffProposal } from '../../shared/proposals/proposal';
import { proposalNotices } from '../../shared/proposals/proposal-notices';
import { readPdf } from '../../server/test/read-pdf';
import { signIn } from './admin-session';
import { test } from './owner-api';
import { optionCard, sentProposal, sign } from './sent-proposal';
import { expect } from './patient-expect';
import { proposalsApi } from '../../shared/api/proposals';
import { pathTo } from '../../shared/api/route';

// The homeowner's side of a proposal against the production build: three options made from their
// plan and sent through the staff API (the editor's screen is proposal-editor.spec.ts), then
// compared and signed with JavaScript (the PDF read back, the contract cancelled within the window,
// the lead Lost), and signed by another homeowner without JavaScript (the lead Won with its total).
// Screenshots for a person to look at, only when asked for: SHOTS_DIR=/some/folder.
const shots = process.env.SHOTS_DIR;

const run = Date.now().toString(36);
const dollars = (whole: number) => formatDollars(whole * 100);

/** The lead as the inbox lists it: its stage and its pipeline. */
async function leadNamed(api: APIRequestContext, name: string) {
  const res = await api.get('/api/contacts', { params: { q: name, pageSize: 200 } });
  const body = (await res.json()) as {
    submissions: { id: number; name: string; status: string }[];
    pipeline: Record<number, LeadPipeline>;
  };
  const lead = body.submissions.find((l) => l.name === name)!;
  return { status: lead.status, pipeline: body.pipeline[lead.id]! };
}

test('a homeowner compares three options, signs for Better, downloads the signed PDF and cancels within three days', async ({
  page,
  ownerApi,
}) => {
  const name = `Ada Homeowner ${run}`;
  const { leadId, link, priced } = await sentProposal(page, ownerApi, name);
  const better = priced[1]!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your closet proposal' })).toBeVisible();
  // Side by side: one row, left to right.
  const boxes = await Promise.all(
    ['Good', 'Better', 'Best'].map(async (option, i) => {
      const card = optionCard(page, option);
      await expect(card).toContainText(dollars(priced[i]!.total));
      return (await card.boundingBox())!;
    }),
  );
  expect(boxes.map((b) => b.y)).toEqual([boxes[0]!.y, boxes[0]!.y, boxes[0]!.y]);
  expect(boxes[0]!.x + boxes[0]!.width).toBeLessThanOrEqual(boxes[1]!.x);
  expect(boxes[1]!.x + boxes[1]!.width).toBeLessThanOrEqual(boxes[2]!.x);
  // Wide enough for the drawings to stand open in each option.
  const drawing = (option: string) => optionCard(page, option).getByRole('img', { name: 'Back wall elevation, 96 in' });
  await expect(drawing('Best')).toBeVisible();

  // On a phone: the options at a glance first, each name jumping to its option, whose drawings are folded until asked for.
  await page.setViewportSize({ width: 390, height: 844 });
  const glance = page.getByRole('table', { name: 'At a glance' });
  await expect(glance.getByRole('row', { name: /^Total / })).toContainText(dollars(priced[2]!.total));
  await expect(drawing('Best')).toBeHidden();
  await glance.getByRole('link', { name: 'Best' }).click();
  await expect(page).toHaveURL(/#option-2$/);
  await expect(optionCard(page, 'Best').getByRole('heading', { name: 'Best' })).toBeInViewport();
  await optionCard(page, 'Best').getByText('Drawings of the 2 walls').click();
  await expect(drawing('Best')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });

  // "Accept this option" is the hydrated page's button (without JavaScript the form is there at once).
  const card = optionCard(page, 'Better');
  await card.getByRole('button', { name: 'Accept this option' }).click();
  const form = card.getByRole('form', { name: 'Accept and sign: Better' });
  await sign(form, name);
  const pad = (await form.getByRole('img', { name: 'Draw your signature (optional)' }).boundingBox())!;
  await page.mouse.move(pad.x + 20, pad.y + 90);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, -50],
    [110, 20],
    [170, -40],
    [230, 10],
  ] as const)
    await page.mouse.move(pad.x + dx, pad.y + 90 + dy, { steps: 4 });
  await page.mouse.up();
  await expect(form.getByText('Signature drawn.')).toBeVisible();
  await form.getByRole('button', { name: 'Accept and sign' }).click();

  const contract = page.getByRole('region', { name: 'Your signed contract' });
  await expect(contract.getByRole('heading', { level: 2, name: 'Your signed contract' })).toBeVisible();
  await expect(contract).toContainText(`You accepted Better, ${dollars(better.total)}. Thank you!`);
  await expect(contract.getByRole('heading', { name: 'Your signature' })).toBeVisible();
  await expect(contract.getByText(new RegExp(`^${name}, signed `))).toBeVisible();
  await expect(contract.getByRole('heading', { name: /^Signed for / })).toBeVisible();
  await expect(
    contract.getByText(/^.+, owner, for Shoreline Custom Closets LLC, signing as the contractor, signed /),
  ).toBeVisible();

  // The signed copy: the homeowner, the total, the HIC number and the deadline to cancel.
  const downloaded = page.waitForEvent('download');
  await contract.getByRole('link', { name: 'Download signed copy (PDF)' }).click();
  const pdf = await readPdf(fs.readFileSync(await (await downloaded).path()));
  const text = pdf.map((p) => p.text).join(' ');
  const { acceptance } = (await (
    await ownerApi.get(pathTo(proposalsApi.read, { id: leadId }))
  ).json()) as StaffProposal;
  expect(text).toContain(name);
  expect(text).toContain(`Total, the Better option ${dollars(better.total)}`);
  // The price book's default schedule: one-third down, the balance on completion.
  const [deposit, balance] = paymentSchedule(better.total * 100, { depositPercent: oneThirdPercent });
  expect(text).toContain(
    `Deposit of one-third, due once your right to cancel has ended ${formatDollars(deposit!.amountCents)}`,
  );
  expect(text).toContain(
    `Balance, due on the day installation is complete, after we walk you through the finished space ${formatDollars(balance!.amountCents)}`,
  );
  expect(text).toContain(`Connecticut HIC Registration No. ${contractorFacts.hicRegistration}`);
  expect(text).toContain(
    `You may cancel this contract until ${cancellationDeadline(new Date(acceptance!.signedAt)).text}: ${waysToCancel}.`,
  );

  // Cancelled within the window, from the same page: the lead is Lost, and says why.
  await contract.getByRole('button', { name: 'Cancel this contract' }).click();
  const yes = contract.getByRole('button', { name: 'Yes, cancel this contract' });
  await expect(yes).toBeFocused();
  if (shots) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await yes.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/proposal-cancel-question-${width}.png` });
    }
  }
  await yes.click();
  await expect(contract.getByText(/^You cancelled this contract on /)).toBeVisible();
  const cancelled = await leadNamed(ownerApi, name);
  expect(cancelled.status).toBe('lost');
  expect(cancelled.pipeline.history.at(-1)).toMatchObject({ stage: 'lost', detail: 'Cancelled within three days' });
});

test('another homeowner accepts Best without JavaScript; the lead card shows Won with its total', async ({
  browser,
  page,
  ownerApi,
}) => {
  const name = `Noah Homeowner ${run}`;
  const { link, priced } = await sentProposal(page, ownerApi, name);
  const best = priced[2]!;

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const homeowner = await noScript.newPage();
  await homeowner.goto(link);
  // Without JavaScript every option carries its own signing form: a plain form post.
  const form = optionCard(homeowner, 'Best').getByRole('form', { name: 'Accept and sign: Best' });
  await sign(form, name);
  await form.getByRole('button', { name: 'Accept and sign' }).click();
  await expect(homeowner).toHaveURL(`${link}?notice=accepted`);
  await expect(homeowner.getByText(proposalNotices.accepted)).toBeVisible();
  await expect(homeowner.getByRole('heading', { level: 2, name: 'Your signed contract' })).toBeVisible();
  await expect(homeowner.getByText(`You accepted Best, ${dollars(best.total)}. Thank you!`)).toBeVisible();
  await expect(homeowner.getByRole('link', { name: 'Download signed copy (PDF)' })).toBeVisible();
  await noScript.close();

  expect(await leadNamed(ownerApi, name)).toMatchObject({ status: 'won', pipeline: { finalCents: best.total * 100 } });
  await signIn(page);
  await page.getByRole('tab', { name: 'Contact Submissions' }).click();
  await page.getByLabel('Search by name, email, phone or ZIP').fill(name);
  const lead = page.getByRole('article', { name });
  // Signed, the lead is locked: its stage shows as text with the reason, and no Stage control is offered.
  await expect(lead).toContainText('Stage: Won');
  await expect(lead).toContainText(contractLockedMessage);
  await expect(lead.getByLabel('Stage')).toHaveCount(0);
  await expect(lead).toContainText(`Final ${dollars(best.total)}`);
});
