import { createHash } from 'node:crypto';
import type { Express } from 'express';
import type request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSchedule } from '../../shared/contracts/contract-schedule';
import type { Design } from '../../shared/design/design';
import { designToQuery } from '../../shared/design/design-query';
import { startingLayout } from '../../shared/design/layout';
import { defaultPriceBook } from '../../shared/design/price-book';
import { priceDesign } from '../../shared/design/pricing';
import { contractorFacts } from '../../shared/business';
import { oneThirdPercent } from '../../shared/payments/payment-schedule';
import type { ProposalDraft, StaffProposal } from '../../shared/proposals/proposal';
import { listOutbox } from '../core/mail/outbox';
import { findVerification } from '../core/verification';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { recordTestLead } from '../test/test-lead';
import { canonicalJson } from './proposal-document';
import { pricedOption } from './price-options';
import { appWithOwnerAccount } from '../test/owner-app';
import { leadProposalPath } from './test/paths';

const siteUrl = 'https://closets.example';
/** Thursday 14 January 2027, 8:30 PM in Connecticut (EST). */
const thursdayEvening = new Date('2027-01-15T01:30:00Z');
const registration = 'SLP.0123456';

let ctx: ReturnType<typeof createTestApp>;
let owner: request.Agent;

const sql = <T>(query: string, ...params: unknown[]) => ctx.db.$client.prepare(query).all(...params) as T[];
const setRegistration = (value: string | null, email = 'owner@example.com') =>
  ctx.db.$client.prepare('UPDATE staff SET salesperson_registration = ? WHERE email = ?').run(value, email);

const pantryPlan: Design = startingLayout({
  spaceType: 'Pantry',
  ceilingIn: 96,
  walls: [{ name: 'Back wall', widthIn: 60 }],
  accessories: ['pull-out-mirror'],
});

function leadWithPlan(name = 'Hana Homeowner') {
  const plan = {
    design: pantryPlan,
    query: designToQuery(pantryPlan),
    estimate: priceDesign(pantryPlan, defaultPriceBook),
    priceBook: defaultPriceBook,
  };
  return recordTestLead(ctx.db, name, { plan }).leadId;
}

async function freshDraftOf(app: request.Agent, leadId: number): Promise<ProposalDraft> {
  const res = await app.get(leadProposalPath.draft(leadId));
  expect(res.status).toBe(200);
  return (res.body as StaffProposal).draft;
}

const setClock = (at: Date) => vi.setSystemTime(at);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(thursdayEvening);
  ctx = await appWithOwnerAccount({ siteUrl });
  setRegistration(registration);
  owner = await signedInAgent(ctx.app as Express);
});
afterEach(async () => {
  vi.useRealTimers();
  await ctx.cleanup();
});

describe('GET /api/contacts/:id/proposal before the first save', () => {
  it('starts from the homeowner plan: Good as laid out in the standard finish, Better and Best a step up each; nothing stored', async () => {
    const leadId = leadWithPlan();
    const res = await owner.get(leadProposalPath.draft(leadId));
    expect(res.status).toBe(200);
    const proposal = res.body as StaffProposal;
    expect(proposal).toMatchObject({ leadId, status: 'draft', sent: null, editedSinceSent: false, acceptance: null });
    // Whom it goes to: the editor's heading and its "Proposal sent to …" toast.
    expect(proposal.homeowner).toEqual({ name: 'Hana Homeowner', email: 'hana.homeowner@example.com' });
    const [good, better, best] = proposal.draft.options;
    expect(proposal.draft.options.map((o) => o.name)).toEqual(['Good', 'Better', 'Best']);
    for (const option of proposal.draft.options) expect(option.design.walls).toEqual(pantryPlan.walls);
    expect(good?.design).toEqual({ ...pantryPlan, finish: 'crisp-white', hardware: 'chrome' });
    expect(better?.design).toMatchObject({ finish: 'oak-woodgrain', hardware: 'brushed-nickel' });
    expect(best?.design.finish).toBe('walnut-veneer');
    expect(best?.design.accessories).toEqual(['pull-out-mirror', 'led-shelf-lighting', 'motion-sensors']);
    // Valid 30 Connecticut days from Thursday 14 January; the contract's default dates.
    const { startDay, completionDay } = defaultSchedule('2027-01-14');
    expect(proposal.draft).toMatchObject({
      noteToHomeowner: '',
      validUntil: '2027-02-13',
      // The price book's payment schedule: one-third down, no progress payment.
      depositPercent: oneThirdPercent,
      progressPercent: 0,
      startOn: startDay,
      completeOn: completionDay,
    });
    expect(proposal.priced.map((o) => o.total)).toEqual(
      proposal.draft.options.map((o) => pricedOption(o, defaultPriceBook).total),
    );
    expect(proposal.priced[0]!.total).toBe(priceDesign(pantryPlan, defaultPriceBook).total);
    expect(proposal.priced[0]!.total).toBeLessThan(proposal.priced[2]!.total);
    expect(sql('SELECT * FROM proposals')).toEqual([]);
  });

  it('without a plan, lays out typical walls for the first room the homeowner named', async () => {
    const reachIn = recordTestLead(ctx.db, 'Rae Reach', { rooms: ['Other', 'Reach-In Closet'] }).leadId;
    const draft = await freshDraftOf(owner, reachIn);
    const expected = startingLayout({
      spaceType: 'Reach-In Closet',
      ceilingIn: 96,
      walls: [{ name: 'Back wall', widthIn: 72 }],
    });
    expect(draft.options[0]!.design).toEqual(expected);

    const walkIn = recordTestLead(ctx.db, 'Wanda Walk', { rooms: ['Walk-In Closet', 'Pantry'] }).leadId;
    const walls = (await freshDraftOf(owner, walkIn)).options[1]!.design.walls;
    expect(walls.map((w) => [w.name, w.widthIn])).toEqual([
      ['Back wall', 120],
      ['Left wall', 96],
      ['Right wall', 96],
    ]);
  });

  it('is for the work at the in-home visit, and at no address after a virtual one', async () => {
    const visited = leadWithPlan('Ines Inhome');
    const at = (leadId: number, mode: 'in_home' | 'virtual', address: string, startsAt: string) =>
      ctx.db.$client
        .prepare('INSERT INTO consultations (lead_id, starts_at, ends_at, address, mode) VALUES (?, ?, ?, ?, ?)')
        .run(leadId, startsAt, startsAt, address, mode);
    at(visited, 'in_home', ' 14 Harbor Road ', '2027-01-12T15:00:00.000Z');
    expect((await freshDraftOf(owner, visited)).workAddress).toBe('14 Harbor Road');
    const virtual = leadWithPlan('Vic Virtual');
    at(virtual, 'virtual', '', '2027-01-13T15:00:00.000Z');
    expect((await freshDraftOf(owner, virtual)).workAddress).toBe('');
  });

  it('reads a draft saved before the address of the work existed as one without it', async () => {
    const leadId = leadWithPlan();
    const { workAddress: _none, ...older } = await freshDraftOf(owner, leadId);
    expect((await owner.put(leadProposalPath.draft(leadId)).send(older)).status).toBe(200);
    ctx.db.$client.prepare('UPDATE proposals SET draft = ?').run(JSON.stringify(older));
    expect((await freshDraftOf(owner, leadId)).workAddress).toBe('');
  });

  it('answers 404 for a lead that does not exist', async () => {
    const res = await owner.get(leadProposalPath.draft(999));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Lead not found');
  });
});

describe('PUT /api/contacts/:id/proposal', () => {
  it('refuses a bad wall with the design sentence, and a fourth option with the limit', async () => {
    const leadId = leadWithPlan();
    const draft = await freshDraftOf(owner, leadId);
    const badWall = structuredClone(draft);
    badWall.options[1]!.design.walls[0]!.widthIn = 300;
    const wall = await owner.put(leadProposalPath.draft(leadId)).send(badWall);
    expect(wall.status).toBe(400);
    expect(wall.body.error).toBe('Please check the form: Back wall width must be 24 to 240 in');

    const four = { ...draft, options: [...draft.options, { ...draft.options[0]!, name: 'Extra' }] };
    const tooMany = await owner.put(leadProposalPath.draft(leadId)).send(four);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('Please check the form: A proposal has at most 3 options');
    expect(sql('SELECT * FROM proposals')).toEqual([]);
  });

  it('takes a deposit of one-third or a percent with two decimals, and a progress payment, leaving a balance of zero or more', async () => {
    const leadId = leadWithPlan();
    const draft = await freshDraftOf(owner, leadId);
    const save = (shares: Record<string, unknown>) =>
      owner.put(leadProposalPath.draft(leadId)).send({ ...draft, ...shares });
    const saved = async (shares: Record<string, unknown>) => {
      const res = await save(shares);
      expect(res.status).toBe(200);
      return (res.body as StaffProposal).draft;
    };
    expect(await saved({ depositPercent: oneThirdPercent, progressPercent: 0 })).toMatchObject({
      depositPercent: oneThirdPercent,
      progressPercent: 0,
    });
    expect(await saved({ depositPercent: 12.34, progressPercent: 50 })).toMatchObject({
      depositPercent: 12.34,
      progressPercent: 50,
    });
    expect(await saved({ depositPercent: 50, progressPercent: 50 })).toMatchObject({ progressPercent: 50 });
    // A draft from an editor that had no progress payment: none.
    const { progressPercent: _none, ...older } = draft;
    expect((await owner.put(leadProposalPath.draft(leadId)).send(older)).body.draft.progressPercent).toBe(0);

    const deposit =
      'Please check the form: The deposit must be one-third, or a percent from 0 to 50 with at most two decimals';
    for (const depositPercent of [33.333, 50.01, -1, '25', null]) {
      const res = await save({ depositPercent });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(deposit);
    }
    const progress = await save({ progressPercent: 100.5 });
    expect(progress.body.error).toBe(
      'Please check the form: The progress payment must be a percent from 0 to 100 with at most two decimals',
    );
    const over = await save({ depositPercent: 50, progressPercent: 50.01 });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe(
      'Please check the form: The deposit and the progress payment together cannot be more than 100% of the total',
    );
  });

  it('saves the draft and prices every option on the server; a total sent by the browser is ignored', async () => {
    const leadId = leadWithPlan();
    const draft = await freshDraftOf(owner, leadId);
    const extra = { label: 'Remove old wire shelving', note: 'Hall closet too', amount: 150 };
    const sent = {
      ...draft,
      options: draft.options.map((o, i) => ({ ...o, total: 1, lineItems: [], extraLines: i === 0 ? [extra] : [] })),
    };
    const res = await owner.put(leadProposalPath.draft(leadId)).send(sent);
    expect(res.status).toBe(200);
    const proposal = res.body as StaffProposal;
    const designTotal = priceDesign(proposal.draft.options[0]!.design, defaultPriceBook).total;
    expect(proposal.priced[0]!.total).toBe(designTotal + 150);
    expect(proposal.priced[0]!.extraLines).toEqual([extra]);
    expect(proposal.priced[0]!.lineItems.at(-1)).toEqual({
      label: 'Remove old wire shelving',
      quantity: 1,
      unit: 'project',
      amount: 150,
    });
    expect(proposal.priced[1]!.total).toBe(pricedOption(draft.options[1]!, defaultPriceBook).total);
    const [stored] = sql<{ draft: string; status: string }>('SELECT draft, status FROM proposals');
    expect(stored?.status).toBe('draft');
    expect(stored?.draft).not.toContain('"total"');
    expect(JSON.parse(stored!.draft)).toEqual(proposal.draft);
    expect(sql("SELECT actor_id, lead_id FROM activity_log WHERE action = 'proposal-saved'")).toEqual([
      { actor_id: 1, lead_id: leadId },
    ]);
    // Read back, it is the saved draft rather than a fresh one.
    expect(
      ((await owner.get(leadProposalPath.draft(leadId))).body as StaffProposal).draft.options[0]!.extraLines,
    ).toEqual([extra]);
  });
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tokenIn = (body: string) => /https:\/\/closets\.example\/proposal\/([\w-]+)/.exec(body)?.[1];

describe('POST /api/contacts/:id/proposal/send', () => {
  // Who may sign (an owner as the contractor, a designer with a registration): company-signer.test.ts.
  it('is refused before a draft is saved', async () => {
    const leadId = leadWithPlan();
    const noDraft = await owner.post(leadProposalPath.send(leadId));
    expect(noDraft.status).toBe(409);
    expect(noDraft.body.error).toBe('Save the proposal before sending it');
    expect(sql('SELECT * FROM proposal_versions')).toEqual([]);
    expect(listOutbox(ctx.db)).toEqual([]);
  });

  it('sends v1 and, after an edit, v2: signed and hashed versions, the lead Quoted, the link e-mailed with only its hash stored, reminders in business hours', async () => {
    const leadId = leadWithPlan();
    await owner.put(leadProposalPath.draft(leadId)).send(await freshDraftOf(owner, leadId));
    const first = await owner.post(leadProposalPath.send(leadId));
    expect(first.status).toBe(200);
    const v1 = first.body as StaffProposal;
    expect(v1).toMatchObject({ status: 'sent', editedSinceSent: false, sent: { version: 1, by: 'Owner' } });
    expect(v1.sent?.at).toBe(thursdayEvening.toISOString());

    // The version: the homeowner's document, signed by the owner as the contractor (not with their own registration), hashed.
    const [version] = sql<{ document: string; sha256: string; sender_registration: string; valid_until: string }>(
      'SELECT * FROM proposal_versions',
    );
    const document = JSON.parse(version!.document) as Record<string, unknown>;
    expect(version!.sha256).toBe(sha256(canonicalJson(document)));
    expect(v1.sent?.hash).toBe(version!.sha256);
    expect(document).toMatchObject({
      version: 1,
      homeownerName: 'Hana Homeowner',
      validUntil: '2027-02-13',
      depositPercent: oneThirdPercent,
      progressPercent: 0,
      company: {
        name: 'Owner',
        registration: contractorFacts.hicRegistration,
        capacity: 'contractor',
        signedAt: thursdayEvening.toISOString(),
      },
    });
    expect((document.options as { total: number }[]).map((o) => o.total)).toEqual(v1.priced.map((o) => o.total));
    expect(document.terms).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Payment \(Better\): The total price is/)]),
    );

    // The lead is Quoted at the lowest option's total, follow-up day Sunday (3 days later).
    const totals = v1.priced.map((o) => o.total);
    const low = Math.min(...totals);
    expect(sql('SELECT status FROM contact_submissions WHERE id = ?', leadId)).toEqual([{ status: 'quoted' }]);
    expect(sql('SELECT quote_cents, follow_up_on FROM lead_deals WHERE lead_id = ?', leadId)).toEqual([
      { quote_cents: low * 100, follow_up_on: '2027-01-17' },
    ]);
    const range = `$${low.toLocaleString('en-US')}–$${Math.max(...totals).toLocaleString('en-US')}`;
    expect(sql('SELECT stage, detail FROM lead_stage_events WHERE lead_id = ?', leadId)).toEqual([
      { stage: 'quoted', detail: `Proposal v1 sent: ${range}` },
    ]);
    expect(sql("SELECT actor_id, detail FROM activity_log WHERE action = 'proposal-sent'")).toEqual([
      { actor_id: 1, detail: 'Version 1' },
    ]);

    // One e-mail now and two reminders, all with the same link; only its hash is stored.
    const mail = listOutbox(ctx.db).filter((m) => m.leadId === leadId && m.kind.startsWith('proposal'));
    expect(mail.map((m) => [m.kind, m.toAddress, m.status, m.nextAttemptAt])).toEqual([
      ['proposal', 'hana.homeowner@example.com', 'pending', thursdayEvening.toISOString()],
      // Sunday 17 January 8:30 PM → Monday 9 AM; Thursday 21 January 8:30 PM → Friday 9 AM (EST).
      ['proposal-follow-up', 'hana.homeowner@example.com', 'pending', '2027-01-18T14:00:00.000Z'],
      ['proposal-follow-up', 'hana.homeowner@example.com', 'pending', '2027-01-22T14:00:00.000Z'],
    ]);
    const token = tokenIn(mail[0]!.body)!;
    expect(token).toBeDefined();
    expect(mail.map((m) => tokenIn(m.body))).toEqual([token, token, token]);
    const link = findVerification(ctx.db, 'proposal', token);
    // It ends with the valid-until day, Saturday 13 February (midnight EST), until signed.
    expect(link).toMatchObject({ leadId, tokenHash: sha256(token), expiresAt: '2027-02-14T05:00:00.000Z' });
    const everyValue =
      JSON.stringify(sql('SELECT * FROM verifications')) + JSON.stringify(sql('SELECT * FROM mail_outbox'));
    expect(everyValue).not.toContain(token);
    expect(v1.followUps).toEqual([
      { dueAt: '2027-01-18T14:00:00.000Z', status: 'pending' },
      { dueAt: '2027-01-22T14:00:00.000Z', status: 'pending' },
    ]);

    // Editing makes the draft differ from what was sent.
    const edited = { ...v1.draft, noteToHomeowner: 'The Better option matches your trim.' };
    const saved = await owner.put(leadProposalPath.draft(leadId)).send(edited);
    expect((saved.body as StaffProposal).editedSinceSent).toBe(true);

    // Wednesday 20 January, 11:00 AM: v2, a new hash; the old reminders are skipped, two new ones.
    const wednesdayMorning = new Date('2027-01-20T16:00:00Z');
    setClock(wednesdayMorning);
    owner = await signedInAgent(ctx.app as Express);
    const second = await owner.post(leadProposalPath.send(leadId));
    expect(second.status).toBe(200);
    const v2 = second.body as StaffProposal;
    expect(v2).toMatchObject({ status: 'sent', editedSinceSent: false, sent: { version: 2 } });
    expect(v2.sent?.hash).not.toBe(v1.sent?.hash);
    expect(sql('SELECT version FROM proposal_versions ORDER BY version')).toEqual([{ version: 1 }, { version: 2 }]);
    expect(v2.followUps).toEqual([
      { dueAt: '2027-01-18T14:00:00.000Z', status: 'skipped' },
      { dueAt: '2027-01-22T14:00:00.000Z', status: 'skipped' },
      // Saturday is a business day: Saturday 23 January 11 AM; Wednesday 27 January 11 AM.
      { dueAt: '2027-01-23T16:00:00.000Z', status: 'pending' },
      { dueAt: '2027-01-27T16:00:00.000Z', status: 'pending' },
    ]);
    const newToken = tokenIn(
      listOutbox(ctx.db)
        .filter((m) => m.kind === 'proposal')
        .at(-1)!.body,
    )!;
    expect(newToken).not.toBe(token);
    expect(sql('SELECT detail FROM lead_stage_events WHERE lead_id = ? ORDER BY id', leadId).at(-1)).toEqual({
      detail: `Proposal v2 sent: ${range}`,
    });
    expect(sql("SELECT detail FROM activity_log WHERE action = 'proposal-sent' ORDER BY id")).toEqual([
      { detail: 'Version 1' },
      { detail: 'Version 2' },
    ]);
  });

  it('an accepted proposal refuses both saving and sending', async () => {
    const leadId = leadWithPlan();
    const draft = await freshDraftOf(owner, leadId);
    await owner.put(leadProposalPath.draft(leadId)).send(draft);
    await owner.post(leadProposalPath.send(leadId));
    const [row] = sql<{ proposal_id: number; id: number; sha256: string }>('SELECT * FROM proposal_versions');
    ctx.db.$client
      .prepare(
        `INSERT INTO proposal_acceptances (proposal_id, version_id, option_index, option_name, total, option,
           version_sha256, signer_name, signed_at, ip_address, user_agent, cancel_by)
         VALUES (?, ?, 1, 'Better', 5000, '{}', ?, 'Hana Homeowner', ?, '127.0.0.1', 'test', ?)`,
      )
      .run(row!.proposal_id, row!.id, row!.sha256, thursdayEvening.toISOString(), '2027-01-19T05:00:00.000Z');
    ctx.db.$client.prepare("UPDATE proposals SET status = 'accepted'").run();

    const put = await owner.put(leadProposalPath.draft(leadId)).send({ ...draft, noteToHomeowner: 'Changed' });
    expect(put.status).toBe(409);
    expect(put.body.error).toBe('An accepted proposal cannot be edited');
    const send = await owner.post(leadProposalPath.send(leadId));
    expect(send.status).toBe(409);
    expect(send.body.error).toBe('An accepted proposal cannot be sent again');
    const read = (await owner.get(leadProposalPath.draft(leadId))).body as StaffProposal;
    expect(read.acceptance).toMatchObject({
      version: 1,
      optionName: 'Better',
      total: 5000,
      signerName: 'Hana Homeowner',
    });
    expect(sql('SELECT version FROM proposal_versions')).toEqual([{ version: 1 }]);
  });

  it('a designer reaches only the proposals of their own leads (another lead is not found)', async () => {
    const designer = await addTestStaff(ctx.db, 'designer');
    setRegistration('SLP.0000042', 'designer@example.com');
    const theirs = leadWithPlan('Dana Theirs');
    const other = leadWithPlan('Otto Other');
    ctx.db.$client.prepare('UPDATE contact_submissions SET assigned_to = ? WHERE id = ?').run(designer.id, theirs);
    const agent = await signedInAgent(ctx.app as Express, 'designer@example.com');
    const draft = await freshDraftOf(agent, theirs);
    for (const res of [
      await agent.get(leadProposalPath.draft(other)),
      await agent.put(leadProposalPath.draft(other)).send(draft),
      await agent.post(leadProposalPath.send(other)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Lead not found');
    }
    expect((await agent.put(leadProposalPath.draft(theirs)).send(draft)).status).toBe(200);
    const sent = await agent.post(leadProposalPath.send(theirs));
    expect(sent.status).toBe(200);
    expect((sent.body as StaffProposal).sent).toMatchObject({ version: 1, by: 'Test designer' });
  });
});
