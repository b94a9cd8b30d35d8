import type { Express } from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../shared/business-time';
import type { Design } from '../../shared/design/design';
import { startingLayout } from '../../shared/design/layout';
import { defaultPriceBook } from '../../shared/design/price-book';
import { priceDesign } from '../../shared/design/pricing';
import type { ExtraLine, ProposalDraft, StaffProposal } from '../../shared/proposals/proposal';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { recordTestLead } from '../test/test-lead';
import { documentHash, type ProposalDocument } from './proposal-document';
import { sendTestProposal } from './test/sent-proposal';
import { appWithOwnerAccount } from '../test/owner-app';
import { leadProposalPath, linkPath } from './test/paths';

let ctx: ReturnType<typeof createTestApp>;
let owner: request.Agent;

const sql = <T>(query: string, ...params: unknown[]) => ctx.db.$client.prepare(query).all(...params) as T[];

/** One wall of 60 in in the standard finish: a $1,500 subtotal (the installation minimum). */
const design: Design = startingLayout({
  spaceType: 'Pantry',
  ceilingIn: 96,
  walls: [{ name: 'Back wall', widthIn: 60 }],
});
const subtotal = priceDesign(design, defaultPriceBook).total;

const line = (amount: number, label = 'Adjustment'): ExtraLine => ({ label, note: '', amount });
const draftWith = (extraLines: ExtraLine[], name = 'Better'): ProposalDraft => ({
  options: [
    { name: 'Good', design, extraLines: [] },
    { name, design, extraLines },
  ],
  workAddress: '14 Harbor Road',
  noteToHomeowner: '',
  validUntil: addDays(dayOf(new Date()), 30),
  depositPercent: 30,
  progressPercent: 0,
  startOn: '2099-01-11',
  completeOn: '2099-01-15',
});

async function designerOfLead() {
  const designer = await addTestStaff(ctx.db, 'designer');
  ctx.db.$client.prepare("UPDATE staff SET salesperson_registration = 'SLP.0000042' WHERE id = ?").run(designer.id);
  const { leadId } = recordTestLead(ctx.db, 'Hana Homeowner');
  ctx.db.$client.prepare('UPDATE contact_submissions SET assigned_to = ? WHERE id = ?').run(designer.id, leadId);
  return { leadId, agent: await signedInAgent(ctx.app as Express, 'designer@example.com') };
}

beforeEach(async () => {
  ctx = await appWithOwnerAccount({ rateLimits: { booking: 0 } });
  ctx.db.$client.prepare("UPDATE staff SET salesperson_registration = 'SLP.0123456'").run();
  owner = await signedInAgent(ctx.app as Express);
});
afterEach(() => ctx.cleanup());

describe("an option's total", () => {
  it('the design is priced at $1,500 from the default price book (the figures below rest on it)', () => {
    expect(subtotal).toBe(1500);
  });

  it('is refused on save at $0 or less and above $1,000,000, naming the option; nothing is stored', async () => {
    const { leadId } = recordTestLead(ctx.db, 'Hana Homeowner');
    const tenTimes = (amount: number) => Array.from({ length: 10 }, () => line(amount));
    for (const [lines, error] of [
      [
        tenTimes(-100_000),
        'Option "Better" totals -$998,500.00; an option\'s total must be between $1.00 and $1,000,000.00.',
      ],
      [[line(-1500)], 'Option "Better" totals $0.00; an option\'s total must be between $1.00 and $1,000,000.00.'],
      [
        tenTimes(100_000),
        'Option "Better" totals $1,001,500.00; an option\'s total must be between $1.00 and $1,000,000.00.',
      ],
    ] as const) {
      const res = await owner.put(leadProposalPath.draft(leadId)).send(draftWith([...lines]));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect(sql('SELECT id FROM proposals')).toEqual([]);
  });

  it('is saved at exactly $1 and at exactly $1,000,000', async () => {
    const { leadId } = recordTestLead(ctx.db, 'Hana Homeowner');
    const low = await owner.put(leadProposalPath.draft(leadId)).send(draftWith([line(-1499)]));
    expect(low.status).toBe(200);
    expect((low.body as StaffProposal).priced[1]!.total).toBe(1);
    const lines = [...Array.from({ length: 9 }, () => line(100_000)), line(100_000 - 1500)];
    const high = await owner.put(leadProposalPath.draft(leadId)).send(draftWith(lines));
    expect(high.status).toBe(200);
    expect((high.body as StaffProposal).priced[1]!.total).toBe(1_000_000);
  });

  it('is refused on send when the saved draft totals outside the rule (a draft saved before the rule)', async () => {
    const { leadId } = recordTestLead(ctx.db, 'Hana Homeowner');
    expect((await owner.put(leadProposalPath.draft(leadId)).send(draftWith([]))).status).toBe(200);
    const bad = JSON.stringify(draftWith(Array.from({ length: 10 }, () => line(-100_000))));
    ctx.db.$client.prepare('UPDATE proposals SET draft = ?').run(bad);
    const res = await owner.post(leadProposalPath.send(leadId));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'Option "Better" totals -$998,500.00; an option\'s total must be between $1.00 and $1,000,000.00.',
    );
    expect(sql('SELECT id FROM proposal_versions')).toEqual([]);
    expect(sql('SELECT status FROM contact_submissions WHERE id = ?', leadId)).toEqual([{ status: 'new' }]);
  });

  it('is refused at acceptance when the version sent holds a total outside the rule; the lead is not Won', async () => {
    const sent = sendTestProposal(ctx.db);
    const document = structuredClone(sent.document) as ProposalDocument;
    document.options[1]!.total = -998_500;
    ctx.db.$client
      .prepare('UPDATE proposal_versions SET document = ?, sha256 = ? WHERE id = ?')
      .run(JSON.stringify(document), documentHash(document), sent.versionId);
    const res = await request(ctx.app)
      .post(linkPath.accept(sent.token))
      .send({ version: 1, option: 1, fullName: 'Pat Homeowner', agreeTerms: true, agreeElectronic: true });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'Option "Better" totals -$998,500.00; an option\'s total must be between $1.00 and $1,000,000.00.',
    );
    expect(sql('SELECT id FROM proposal_acceptances')).toEqual([]);
    expect(sql('SELECT final_cents FROM lead_deals WHERE lead_id = ?', sent.leadId)).toEqual([]);
  });
});

describe("a designer's discount", () => {
  const over = [line(300, 'Remove old wire shelving'), line(-200, 'Loyalty discount'), line(-100, 'Spring offer')];
  const warning =
    'Option "Better" takes 20% off its price-book price; only the owner or office can send a discount above 15%.';

  it('above the cap is saved with a warning, and its send by a designer is refused; lines that add do not offset it', async () => {
    const { leadId, agent } = await designerOfLead();
    const saved = await agent.put(leadProposalPath.draft(leadId)).send(draftWith(over));
    expect(saved.status).toBe(200);
    expect((saved.body as StaffProposal).discountWarnings).toEqual([warning]);
    const res = await agent.post(leadProposalPath.send(leadId));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(warning);
    expect(sql('SELECT id FROM proposal_versions')).toEqual([]);
  });

  it('at the cap is sent by a designer', async () => {
    const { leadId, agent } = await designerOfLead();
    const atCap = await agent.put(leadProposalPath.draft(leadId)).send(draftWith([line(-225)]));
    expect((atCap.body as StaffProposal).discountWarnings).toEqual([]);
    expect((await agent.post(leadProposalPath.send(leadId))).status).toBe(200);
  });

  it('just over the cap reads as more than the cap', async () => {
    const { leadId, agent } = await designerOfLead();
    const res = await agent.put(leadProposalPath.draft(leadId)).send(draftWith([line(-226)]));
    expect((res.body as StaffProposal).discountWarnings).toEqual([
      'Option "Better" takes 15.1% off its price-book price; only the owner or office can send a discount above 15%.',
    ]);
  });

  it('above the cap is sent by the owner and by the office', async () => {
    for (const role of ['owner', 'office'] as const) {
      const { leadId } = recordTestLead(ctx.db, `Hana ${role}`);
      let agent = owner;
      if (role === 'office') {
        await addTestStaff(ctx.db, 'office');
        ctx.db.$client.prepare("UPDATE staff SET salesperson_registration = 'SLP.0000043' WHERE role = 'office'").run();
        agent = await signedInAgent(ctx.app as Express, 'office@example.com');
      }
      expect((await agent.put(leadProposalPath.draft(leadId)).send(draftWith(over))).status).toBe(200);
      const sent = await agent.post(leadProposalPath.send(leadId));
      expect(sent.status).toBe(200);
      expect((sent.body as StaffProposal).sent).toMatchObject({ version: 1 });
    }
  });

  it("follows the price book's cap, which the owner sets", async () => {
    const { leadId, agent } = await designerOfLead();
    await agent.put(leadProposalPath.draft(leadId)).send(draftWith(over));
    const book = await owner.put('/api/price-book').send({ ...defaultPriceBook, maxDiscountPercent: 20 });
    expect(book.status).toBe(200);
    expect((await agent.get(leadProposalPath.draft(leadId))).body.discountWarnings).toEqual([]);
    expect((await agent.post(leadProposalPath.send(leadId))).status).toBe(200);
  });
});
