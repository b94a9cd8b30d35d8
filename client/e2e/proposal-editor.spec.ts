import { test } from '@playwright/test';
import { designToQuery } from '../../shared/design/design-query';
import { startingLayout } from '../../shared/design/layout';
import { formatDollars } from '../../shared/money';
import type { ProposalDraft, StaffProposal } from '../../shared/proposals/proposal';
import { leadsNamed, signIn, staffApi } from './admin-session';
import { expectToast } from './toasts';
import { expect } from './patient-expect';
import { sendConsultationRequest } from './consultation-request';
import { proposalsApi } from '../../shared/api/proposals';
import { pathTo } from '../../shared/api/route';

// Screenshots for a person to look at, only when asked for: SHOTS_DIR=/some/folder.
const shots = process.env.SHOTS_DIR;

const run = Date.now().toString(36);
const design = startingLayout({
  spaceType: 'Walk-In Closet',
  ceilingIn: 96,
  walls: [{ name: 'Back wall', widthIn: 96 }],
});

test('a designer opens Design proposal from the lead, edits by keyboard, sees the server’s price, and sends it', async ({
  page,
  baseURL,
}) => {
  const name = `Proposal Lead ${run}`;
  const email = `proposal.lead.${run}@example.com`;
  await sendConsultationRequest(page.request, name, {
    email,
    zip: '06460',
    rooms: ['Walk-In Closet'],
    message: 'The closet I drew.',
    plan: designToQuery(design),
  });
  const api = await staffApi(baseURL);
  const leadId = Number((await leadsNamed(api, name))[0]?.id);
  // Connecticut requires the sender's salesperson registration on the contract.
  const session = (await (await api.get('/api/admin/session')).json()) as { user: { id: number } };
  const registered = await api.put(`/api/team/people/${session.user.id}/registration`, {
    data: { salespersonRegistration: 'SLP.0123456' },
  });
  expect(registered.ok()).toBe(true);

  await signIn(page);
  await page.getByRole('tab', { name: 'Contact Submissions' }).click();
  await page.getByLabel('Search by name, email, phone or ZIP').fill(name);
  await page.getByRole('article', { name }).getByRole('link', { name: 'Design proposal' }).click();
  await expect(page).toHaveURL(`/admin/leads/${leadId}/proposal`);
  await expect(page.getByRole('heading', { level: 1, name: `Proposal for ${name}` })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  if (shots) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('group', { name: 'Terms' }).screenshot({ path: `${shots}/proposal-terms-${width}.png` });
    }
  }
  const good = page.getByRole('region', { name: 'Option 1: Good' });
  const total = good.locator('p', { hasText: /^Total/ });
  const before = await total.textContent();

  // Long hang to the left by keyboard; then Drawers for it: saved, and priced by the server.
  await good.getByRole('button', { name: 'Move Long hang left' }).focus();
  await page.keyboard.press('Enter');
  await expect(good.getByText('Back wall, section 1: Long hang, 32 in')).toBeVisible();
  const saved = page.waitForResponse(
    (res) =>
      res.url().endsWith(pathTo(proposalsApi.read, { id: leadId })) &&
      res.request().method() === 'PUT' &&
      (res.request().postDataJSON() as ProposalDraft).options[0]!.design.walls[0]!.sections[0]!.kind === 'drawers',
  );
  await good.getByLabel('Kind of Back wall section 1').selectOption('Drawers');
  const answer = (await (await saved).json()) as StaffProposal;
  expect(answer.priced[0]!.design.walls[0]!.sections.map((s) => s.kind)).toEqual([
    'drawers',
    'double-hang',
    'double-hang',
  ]);
  await expect(total).toHaveText(`Total${formatDollars(answer.priced[0]!.total * 100)}`);
  expect(await total.textContent()).not.toBe(before);
  await expect(page.getByText('All changes saved')).toBeVisible();

  // axe and the width at 390 and 1280 px, signed in, are the audit's (scripts/audit/staff-pages.ts).

  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expectToast(page, `Proposal sent to ${email}`);
  await expect(page.getByText(/^Sent v1 on \w{3} \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M — Not opened yet$/)).toBeVisible();

  // Its own address opens it again, as saved and sent.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Proposal for ${name}` })).toBeVisible();
  await expect(page.getByText('Back wall, section 1: Drawers, 32 in').first()).toBeVisible();
  await expect(page.getByText(/^Sent v1 on /)).toBeVisible();
  await api.dispose();
});
