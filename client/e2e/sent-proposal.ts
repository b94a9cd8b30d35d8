import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { agreeToTermsLabel, electronicSignatureConsent } from '../../shared/contracts/contract-terms';
import { designToQuery } from '../../shared/design/design-query';
import { startingLayout } from '../../shared/design/layout';
import { wallsOfWidths } from '../../shared/design/design-rules';
import type { StaffProposal } from '../../shared/proposals/proposal';
import { leadsNamed } from './admin-session';
import { unseal, withDb } from './database-seam';
import { sendConsultationRequest } from './consultation-request';
import { proposalsApi } from '../../shared/api/proposals';
import { pathTo } from '../../shared/api/route';
import { homeownerProposalsApi } from '../../shared/api/homeowner-proposals';
import { fromSite } from './from-site';

const plan = startingLayout({ spaceType: 'Walk-In Closet', ceilingIn: 96, walls: wallsOfWidths([96, 72]) });

/** A lead with `plan`, and its proposal (Good, Better, Best on that plan) saved and sent by staff. */
export async function sentProposal(page: Page, api: APIRequestContext, name: string) {
  await sendConsultationRequest(page.request, name, {
    rooms: ['Walk-In Closet'],
    message: 'My plan.',
    plan: designToQuery(plan),
  });
  const leadId = Number((await leadsNamed(api, name))[0]?.id);
  // The owner sends under the company's HIC registration: no salesperson registration needed (CGS 20-420).

  // The editor's fresh draft: three options on the homeowner's own walls.
  const fresh = (await (await api.get(pathTo(proposalsApi.read, { id: leadId }))).json()) as StaffProposal;
  expect(fresh.draft.options.map((o) => o.name)).toEqual(['Good', 'Better', 'Best']);
  for (const option of fresh.draft.options)
    expect(option.design.walls.map((w) => [w.name, w.widthIn])).toEqual(plan.walls.map((w) => [w.name, w.widthIn]));
  const saved = await api.put(pathTo(proposalsApi.save, { id: leadId }), {
    data: { ...fresh.draft, noteToHomeowner: 'Three ways to do your closet.' },
  });
  expect(saved.ok()).toBe(true);
  const sent = await api.post(pathTo(proposalsApi.send, { id: leadId }));
  expect(sent.ok()).toBe(true);
  const proposal = (await sent.json()) as StaffProposal;
  expect(proposal.sent?.version).toBe(1);

  // The link as the homeowner's e-mail carries it (sealed in the outbox, opened with the key file).
  const mail = withDb(
    (db) =>
      db.prepare("SELECT body FROM mail_outbox WHERE kind = 'proposal' AND lead_id = ?").get(leadId) as
        { body: string } | undefined,
  );
  const link = /https?:\/\/\S+(\/proposal\/[\w-]+)/.exec(mail ? unseal(mail.body) : '')?.[1] ?? '';
  expect(link).not.toBe('');
  return { leadId, link, priced: proposal.priced };
}

/**
 * The same proposal signed for Better by the homeowner through the API (the page's own form is
 * proposal-page.spec.ts's subject): a signed job, its link's token too.
 */
export async function signedContract(page: Page, api: APIRequestContext, name: string) {
  const sent = await sentProposal(page, api, name);
  const token = sent.link.split('/').pop()!;
  const signed = await page.request.post(pathTo(homeownerProposalsApi.accept, { token }), {
    headers: fromSite,
    data: { version: 1, option: 1, fullName: name, agreeTerms: true, agreeElectronic: true },
  });
  expect(signed.ok()).toBe(true);
  return { ...sent, token };
}

/** An option of the proposal page, by its name. */
export const optionCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Fills an option's signing form: the typed name and both consents. */
export async function sign(form: Locator, fullName: string) {
  await form.getByLabel('Type your full name').fill(fullName);
  await form.getByRole('checkbox', { name: agreeToTermsLabel }).check();
  await form.getByRole('checkbox', { name: electronicSignatureConsent }).check();
}
