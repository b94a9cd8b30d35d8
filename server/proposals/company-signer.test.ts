import request from 'supertest';
import { asBuffer } from '../test/as-buffer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorFacts } from '../../shared/business';
import type { HomeownerProposal, StaffProposal } from '../../shared/proposals/proposal';
import { listOutbox } from '../core/mail/outbox';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { recordTestLead } from '../test/test-lead';
import { homeownerProposalFor } from './homeowner-proposal';
import { readPdf } from '../test/read-pdf';
import { appWithOwnerAccount } from '../test/owner-app';
import { leadProposalPath, linkPath } from './test/paths';

let ctx: ReturnType<typeof createTestApp>;
let designerId: number;
beforeAll(async () => {
  ctx = await appWithOwnerAccount({ rateLimits: { booking: 0 }, siteUrl: 'https://closets.example' });
  designerId = (await addTestStaff(ctx.db, 'designer')).id;
});
afterAll(() => ctx.cleanup());

const setRegistration = (id: number, value: string | null) =>
  ctx.db.$client.prepare('UPDATE staff SET salesperson_registration = ? WHERE id = ?').run(value, id);

/** A lead assigned to the designer, with its draft saved by `agent`. */
async function leadWithDraft(agent: request.Agent, name: string) {
  const { leadId } = recordTestLead(ctx.db, name);
  ctx.db.$client.prepare('UPDATE contact_submissions SET assigned_to = ? WHERE id = ?').run(designerId, leadId);
  const draft = (await agent.get(leadProposalPath.draft(leadId))).body as StaffProposal;
  expect((await agent.put(leadProposalPath.draft(leadId)).send(draft.draft)).status).toBe(200);
  return leadId;
}

/** Sends, accepts option 1 from the e-mailed link, and reads back the e-mail, the page and the contract's text. */
async function sendAndSign(agent: request.Agent, leadId: number) {
  expect((await agent.post(leadProposalPath.send(leadId)).send({})).status).toBe(200);
  const email = listOutbox(ctx.db).find((m) => m.leadId === leadId && m.kind === 'proposal')!;
  const token = /\/proposal\/([\w-]{43})/.exec(email.body)![1]!;
  const accepted = await request(ctx.app)
    .post(linkPath.accept(token))
    .send({ version: 1, option: 1, fullName: 'Hana Homeowner', agreeTerms: true, agreeElectronic: true });
  expect(accepted.status).toBe(200);
  const owner = await signedInAgent(ctx.app);
  const pdf = await asBuffer(owner.get(leadProposalPath.contract(leadId)));
  expect(pdf.status).toBe(200);
  const text = (await readPdf(pdf.body as Buffer)).map((p) => p.text).join(' ');
  const page: HomeownerProposal = homeownerProposalFor(ctx.db, token)!.proposal;
  return { email: email.body, page, text };
}

describe('who signs a proposal for the company (CGS 20-420)', () => {
  it('the owner sends without a salesperson registration and signs as the contractor, under its HIC registration', async () => {
    const owner = await signedInAgent(ctx.app);
    setRegistration(1, null);
    const leadId = await leadWithDraft(owner, 'Olive Owner-Signed');
    const { email, page, text } = await sendAndSign(owner, leadId);

    expect(page.company).toMatchObject({
      name: 'Owner',
      registration: contractorFacts.hicRegistration,
      capacity: 'contractor',
    });
    expect(
      ctx.db.$client
        .prepare('SELECT sender_name, sender_registration FROM proposal_versions ORDER BY id DESC LIMIT 1')
        .get(),
    ).toEqual({ sender_name: 'Owner', sender_registration: contractorFacts.hicRegistration });
    expect(email.trimEnd().split('\n').at(-1)).toBe('Owner, owner, for Shoreline Custom Closets LLC');
    expect(text).toContain(
      `CONTRACTOR Owner Owner, owner, for Shoreline Custom Closets LLC Signing as the contractor, HIC registration No. ${contractorFacts.hicRegistration}`,
    );
    expect(text).not.toContain('Salesperson registration');
  });

  it('a designer without a registration is refused with the sentence that says why; nothing is sent', async () => {
    setRegistration(designerId, null);
    const designer = await signedInAgent(ctx.app, 'designer@example.com');
    const leadId = await leadWithDraft(designer, 'Una Unregistered');
    const res = await designer.post(leadProposalPath.send(leadId)).send({});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      error:
        'Connecticut law requires everyone who sells home improvements for the company, other than its owners, to be a registered salesperson: ask the owner to add your salesperson registration number on Team before sending a proposal',
    });
    expect(listOutbox(ctx.db).filter((m) => m.leadId === leadId)).toEqual([]);
  });

  it('a designer with a registration sends and is named with their number', async () => {
    setRegistration(designerId, 'SLP.0654321');
    const designer = await signedInAgent(ctx.app, 'designer@example.com');
    const leadId = await leadWithDraft(designer, 'Reggie Registered');
    const { email, page, text } = await sendAndSign(designer, leadId);

    expect(page.company).toMatchObject({ name: 'Test designer', registration: 'SLP.0654321', capacity: 'salesperson' });
    expect(email.trimEnd().split('\n').at(-1)).toBe('Test designer, Shoreline Custom Closets');
    expect(text).toContain('Test designer, for Shoreline Custom Closets LLC Salesperson registration No. SLP.0654321');
  });
});
