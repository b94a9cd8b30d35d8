import { mergeTests, type APIRequestContext, type Page } from '@playwright/test';
import type { StaffProposal } from '../../shared/proposals/proposal';
import { replacedProposalLink } from '../../shared/proposals/proposal-notices';
import { pathTo } from '../../shared/api/route';
import { teamApi } from '../../shared/api/team';
import { leadsNamed, signIn } from './admin-session';
import { unseal, withDb } from './database-seam';
import { hydrated } from './hydration';
import { test as ownerApiTest } from './owner-api';
import { test as serverHtmlTest } from './server-html';
import { expectToast } from './toasts';
import { expect } from './patient-expect';
import { sendConsultationRequest } from './consultation-request';
import { proposalsApi } from '../../shared/api/proposals';

// A proposal's links against the production build: sending again replaces the link (the older one
// says so, with and without JavaScript, naming nobody), and staff withdraw a sent proposal from the
// editor (its link then opens the 404 page like any dead link).
const test = mergeTests(serverHtmlTest, ownerApiTest);
const run = Date.now().toString(36);

/** A lead (a public request) whose proposal staff saved and sent `times` times; its links, oldest first. */
async function sentLinks(page: Page, api: APIRequestContext, name: string, times: number) {
  await sendConsultationRequest(page.request, name, { rooms: ['Walk-In Closet'], message: 'A walk-in closet.' });
  const leadId = Number((await leadsNamed(api, name))[0]?.id);
  const me = (await (await api.get('/api/admin/session')).json()) as { user: { id: number } };
  const registered = await api.put(pathTo(teamApi.registration, { id: me.user.id }), {
    data: { salespersonRegistration: 'SLP.0123456' },
  });
  expect(registered.ok()).toBe(true);
  const { draft } = (await (await api.get(pathTo(proposalsApi.read, { id: leadId }))).json()) as StaffProposal;
  for (let i = 1; i <= times; i++) {
    expect(
      (
        await api.put(pathTo(proposalsApi.save, { id: leadId }), { data: { ...draft, noteToHomeowner: `Take ${i}.` } })
      ).ok(),
    ).toBe(true);
    expect((await api.post(pathTo(proposalsApi.send, { id: leadId }))).ok()).toBe(true);
  }
  const bodies = withDb(
    (db) =>
      db.prepare("SELECT body FROM mail_outbox WHERE kind = 'proposal' AND lead_id = ? ORDER BY id").all(leadId) as {
        body: string;
      }[],
  );
  const links = bodies.map(({ body }) => /https?:\/\/\S+(\/proposal\/[\w-]+)/.exec(unseal(body))?.[1] ?? '');
  expect(links).toHaveLength(times);
  return { leadId, links };
}

test('an older link says the proposal was updated, without JavaScript and once hydrated, naming nobody', async ({
  page,
  serverHtml,
  ownerApi,
}) => {
  const name = `Olive Oldlink ${run}`;
  const { links } = await sentLinks(page, ownerApi, name, 2);
  const [older, newest] = links as [string, string];

  for (const [view, ready] of [
    [serverHtml, async () => undefined],
    [page, async () => hydrated(page.getByRole('heading', { level: 1 }))],
  ] as const) {
    await view.goto(older);
    await ready();
    await expect(view.getByRole('heading', { level: 1, name: replacedProposalLink.title })).toBeVisible();
    await expect(view.getByText(replacedProposalLink.message)).toBeVisible();
    await expect(view.getByText('Olive')).toHaveCount(0);
    await expect(view.locator('form[action^="/api/proposals"]')).toHaveCount(0);
  }
  await page.goto(newest);
  await expect(page.getByText(`Hello ${name},`)).toBeVisible();
});

test('staff withdraw a sent proposal from the editor; its link then opens nothing', async ({ page, ownerApi }) => {
  const name = `Walt Withdrawn ${run}`;
  const { leadId, links } = await sentLinks(page, ownerApi, name, 1);

  await signIn(page);
  await page.goto(`/admin/leads/${leadId}/proposal`);
  await expect(page.getByRole('heading', { level: 1, name: `Proposal for ${name}` })).toBeVisible();
  await expect(page.getByText(/^Sent v1 on /)).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw proposal' }).click();
  const yes = page.getByRole('button', { name: 'Yes, withdraw it' });
  await expect(yes).toBeFocused();
  await yes.click();
  await expectToast(page, 'Proposal withdrawn: its link no longer opens');
  await expect(page.getByText('Withdrawn: the link to v1 no longer opens')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw proposal' })).toHaveCount(0);

  await page.goto(links[0]!);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});
