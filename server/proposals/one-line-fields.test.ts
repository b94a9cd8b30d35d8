import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalNotices } from '../../shared/proposals/proposal-notices';
import type { ProposalDraft, StaffProposal } from '../../shared/proposals/proposal';
import { signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { recordTestLead } from '../test/test-lead';
import { sendTestProposal } from './test/sent-proposal';
import { appWithOwnerAccount } from '../test/owner-app';
import { leadProposalPath, linkPath } from './test/paths';
import { fieldErrorAnswer } from '../test/field-error-answer';

/** What a contract prints is what was typed: one-line fields refuse line breaks and control characters. */
let ctx: ReturnType<typeof createTestApp>;
let owner: request.Agent;
beforeAll(async () => {
  ctx = await appWithOwnerAccount({ rateLimits: { booking: 0 } });
  owner = await signedInAgent(ctx.app as Express);
});
afterAll(() => ctx.cleanup());

const forgedNames = [
  'Jane Doe\nDeposit waived',
  'Jane Doe\u202Eeviaw tisopeD',
  'Jane\u2066 Doe\u2069',
  'Jane\u0000Doe',
];
const oneLine = (field: string) => `${field} must be one line of plain text (no line breaks or control characters).`;
const signerRefusal = oneLine('Your name');

const signing = (fullName: string) => ({ version: 1, option: 0, fullName, agreeTerms: true, agreeElectronic: true });
const signatures = () => ctx.db.$client.prepare('SELECT signer_name FROM proposal_acceptances').all();

describe('the signer’s name at acceptance', () => {
  it('refuses a line break, a bidirectional override or a control character with a 400 naming the field', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Jane Doe' });
    for (const fullName of forgedNames) {
      const res = await request(ctx.app).post(linkPath.accept(sent.token)).send(signing(fullName));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(fieldErrorAnswer('fullName', signerRefusal));
    }
    expect(signatures()).toEqual([]);
  });

  it('sent without JavaScript, goes back to the page, which says the same sentence', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Jane Form' });
    const res = await request(ctx.app)
      .post(linkPath.accept(sent.token))
      .type('form')
      .send(
        new URLSearchParams({
          version: '1',
          option: '0',
          fullName: 'Jane Form\r\nDeposit waived',
          agreeTerms: 'on',
          agreeElectronic: 'on',
        }).toString(),
      );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/proposal/${sent.token}?notice=name`);
    // The page says proposalNotices[notice] (proposal-pages.test.ts).
    expect(proposalNotices.name).toBe(signerRefusal);
    expect(signatures()).toEqual([]);
  });

  it("takes a name with accents, an apostrophe and a hyphen as typed: Zoë O'Neil-Nguyễn", async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Zoë Homeowner' });
    const res = await request(ctx.app).post(linkPath.accept(sent.token)).send(signing("Zoë O'Neil-Nguyễn"));
    expect(res.status).toBe(200);
    expect(signatures()).toEqual([{ signer_name: "Zoë O'Neil-Nguyễn" }]);
  });

  it('"Not now" keeps the line breaks of its reason and refuses other control characters', async () => {
    const refused = sendTestProposal(ctx.db, { name: 'Decline Control' });
    const bad = await request(ctx.app).post(linkPath.decline(refused.token)).send({ reason: 'Too soon\u202E' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(
      'Please check the form: The reason must be plain text (line breaks are fine, other control characters are not).',
    );
    const sent = sendTestProposal(ctx.db, { name: 'Decline Lines' });
    const ok = await request(ctx.app)
      .post(linkPath.decline(sent.token))
      .send({ reason: 'Too soon.\r\nMaybe in spring.' });
    expect(ok.status).toBe(200);
    const [row] = ctx.db.$client
      .prepare('SELECT declined_reason AS reason FROM proposals WHERE id = ?')
      .all(sent.proposalId) as { reason: string }[];
    expect(row?.reason).toBe('Too soon.\nMaybe in spring.');
  });
});

describe("the editor's draft", () => {
  async function draftOf(name: string): Promise<{ leadId: number; draft: ProposalDraft }> {
    const { leadId } = recordTestLead(ctx.db, name);
    const res = await owner.get(leadProposalPath.draft(leadId));
    expect(res.status).toBe(200);
    return { leadId, draft: (res.body as StaffProposal).draft };
  }
  const save = (leadId: number, draft: ProposalDraft) => owner.put(leadProposalPath.draft(leadId)).send(draft);
  const withLine = (draft: ProposalDraft, line: { label: string; note: string }) => ({
    ...draft,
    options: draft.options.map((o, i) => (i === 0 ? { ...o, extraLines: [{ ...line, amount: 150 }] } : o)),
  });

  it("refuses an option's name, a line's name or note, or the address of the work that is not one line", async () => {
    const { leadId, draft } = await draftOf('Editor Checks');
    const cases: [ProposalDraft, string][] = [
      [
        { ...draft, options: draft.options.map((o, i) => (i === 1 ? { ...o, name: 'Better\nNo warranty' } : o)) },
        oneLine("An option's name"),
      ],
      [withLine(draft, { label: 'Removal\u202E', note: '' }), oneLine("A line's name")],
      [withLine(draft, { label: 'Removal', note: 'Haul away\nFree of charge' }), oneLine("A line's note")],
      [{ ...draft, workAddress: '14 Harbor Road\nPaid in full' }, oneLine('The address of the work')],
      [{ ...draft, workAddress: '14 Harbor Road\u2067' }, oneLine('The address of the work')],
    ];
    for (const [sent, message] of cases) {
      const res = await save(leadId, sent);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(`Please check the form: ${message}`);
    }
    expect(ctx.db.$client.prepare('SELECT * FROM proposals WHERE lead_id = ?').all(leadId)).toEqual([]);
  });

  it('keeps the note to the homeowner on its lines (\\r\\n written as \\n) and refuses its other control characters', async () => {
    const { leadId, draft } = await draftOf('Editor Note');
    const bad = await save(leadId, { ...draft, noteToHomeowner: 'Hello\u0007' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(
      'Please check the form: The note must be plain text (line breaks are fine, other control characters are not).',
    );
    const ok = await save(leadId, {
      ...draft,
      workAddress: "12 O'Neil-Nguyễn Lane",
      noteToHomeowner: 'Hi Zoë,\r\n\r\nHere are three options.',
    });
    expect(ok.status).toBe(200);
    const saved = (ok.body as StaffProposal).draft;
    expect(saved.noteToHomeowner).toBe('Hi Zoë,\n\nHere are three options.');
    expect(saved.workAddress).toBe("12 O'Neil-Nguyễn Lane");
  });
});
