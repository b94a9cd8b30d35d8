import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { asBuffer } from '../test/as-buffer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrdersApi, homeownerChangeOrdersApi } from '../../shared/api/change-orders';
import { homeownerProposalsApi } from '../../shared/api/homeowner-proposals';
import { paymentsApi } from '../../shared/api/payments';
import { pathTo } from '../../shared/api/route';
import { changeOrderRefusals } from '../../shared/change-orders/change-order';
import type { StaffChangeOrders } from '../../shared/change-orders/change-order-answers';
import type { ChangeOrderDraftInput } from '../../shared/change-orders/change-order-schema';
import { defaultPriceBook } from '../../shared/design/price-book';
import type { ProposalOptionDraft } from '../../shared/proposals/proposal';
import { staff as staffTable } from '../core/auth/schema';
import { listOutbox } from '../core/mail/outbox';
import { leads } from '../leads';
import { pricedOption } from '../proposals';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { listAttachments } from '../test/mail-attachments';
import { appWithOwnerAccount } from '../test/owner-app';
import { readPdf } from '../test/read-pdf';
import type { createTestApp } from '../test/test-app';
import { sendTestContract, signTestContract } from '../test/signed-contract';

let ctx: ReturnType<typeof createTestApp>;
let staff: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  ctx = await appWithOwnerAccount({ rateLimits: { booking: 0 } });
  staff = await signedInAgent(ctx.app);
});
afterAll(() => ctx.cleanup());

const path = {
  read: (id: number) => pathTo(changeOrdersApi.read, { id }),
  save: (id: number) => pathTo(changeOrdersApi.save, { id }),
  send: (id: number) => pathTo(changeOrdersApi.send, { id }),
  withdraw: (id: number) => pathTo(changeOrdersApi.withdraw, { id }),
  staffPdf: (id: number, number: number) => pathTo(changeOrdersApi.pdf, { id, number }),
  sign: (token: string) => pathTo(homeownerChangeOrdersApi.sign, { token }),
  pdf: (token: string, number: number) => pathTo(homeownerChangeOrdersApi.pdf, { token, number }),
  ledger: (id: number) => pathTo(paymentsApi.read, { id }),
  contract: (token: string) => pathTo(homeownerProposalsApi.contract, { token }),
};

/** A signed job (Good, one-third deposit): its token, lead and the option signed. */
async function signedJob(name: string) {
  const sent = await signTestContract(ctx.app, ctx.db, { name });
  const read = await staff.get(path.read(sent.leadId));
  const body = read.body as StaffChangeOrders;
  return { ...sent, option: body.job!.option, totalCents: body.job!.totalCents };
}

/** The signed option with its last section made a shoe wall (shoe shelves from the price book). */
function withShoeWall(option: ProposalOptionDraft): ProposalOptionDraft {
  const design = structuredClone(option.design);
  const sections = design.walls[0]!.sections;
  sections[sections.length - 1]!.kind = 'shoe-shelves';
  return { ...option, design };
}

const signing = (co: { number: number; sha256: string | null }, name = 'Pat Homeowner') => ({
  number: String(co.number),
  sha256: co.sha256,
  fullName: name,
  agreeTerms: true,
  agreeElectronic: true,
});

async function sendChange(leadId: number, body: ChangeOrderDraftInput) {
  const saved = await staff.put(path.save(leadId)).send(body);
  expect(saved.status).toBe(200);
  const sent = await staff.post(path.send(leadId));
  expect(sent.status).toBe(200);
  return (sent.body as StaffChangeOrders).open!.changeOrder;
}

describe('change orders', () => {
  it('refuses a change order on a lead without a signed contract', async () => {
    const sent = sendTestContract(ctx.db, { name: 'Nora Unsigned' });
    const read = await staff.get(path.read(sent.leadId));
    expect((read.body as StaffChangeOrders).job).toBeNull();
    const signedElsewhere = await signTestContract(ctx.app, ctx.db, { name: 'Olga Other' });
    const option = ((await staff.get(path.read(signedElsewhere.leadId))).body as StaffChangeOrders).job!.option;
    const saved = await staff.put(path.save(sent.leadId)).send({ reason: 'More shoes', option });
    expect(saved.status).toBe(409);
    expect(saved.body.error).toBe(changeOrderRefusals.notSigned);
  });

  it('prices CO-1 from the price book (a price sent by the browser is dropped), and the homeowner signs it', async () => {
    const job = await signedJob('Sam Shoes');
    const contractBefore = await asBuffer(request(ctx.app).get(path.contract(job.token)));
    const changed = withShoeWall(job.option);
    const saved = await staff.put(path.save(job.leadId)).send({
      reason: 'Add a shoe wall, asked at the install',
      option: { ...changed, total: 1, lineItems: [{ label: 'Shoe wall', quantity: 1, unit: 'each', amount: 1 }] },
      differenceCents: 100,
    });
    expect(saved.status).toBe(200);
    const draft = (saved.body as StaffChangeOrders).open!.changeOrder;
    expect(draft.label).toBe('CO-1');
    expect(draft.status).toBe('draft');
    // The price book's own price of shoe shelves, against the section it replaces.
    const shoeLine = draft.lines.added.find((line) => line.label.toLowerCase().includes('shoe'));
    expect(shoeLine?.amount).toBeGreaterThan(1);
    const priceBookDifference =
      pricedOption(changed, defaultPriceBook).total - pricedOption(job.option, defaultPriceBook).total;
    expect(draft.differenceCents).toBe(priceBookDifference * 100);
    expect(draft.differenceCents).toBe(
      (draft.lines.added.reduce((s, l) => s + l.amount, 0) - draft.lines.removed.reduce((s, l) => s + l.amount, 0)) *
        100,
    );
    expect(draft.differenceCents).toBeGreaterThan(0);
    expect(draft.newTotalCents).toBe(job.totalCents + draft.differenceCents);

    const sent = await staff.post(path.send(job.leadId));
    expect(sent.status).toBe(200);
    const co = (sent.body as StaffChangeOrders).open!.changeOrder;
    expect(co.status).toBe('sent');
    expect(co.sha256).toMatch(/^[0-9a-f]{64}$/);
    const mail = listOutbox(ctx.db).find((m) => m.kind === 'change-order' && m.leadId === job.leadId);
    expect(mail?.body).toContain('/proposal/');

    // A hash that is not the change order sent is refused; nothing is signed.
    const wrong = await request(ctx.app)
      .post(path.sign(job.token))
      .send({ ...signing(co, 'Sam Shoes'), sha256: crypto.randomBytes(32).toString('hex') });
    expect(wrong.status).toBe(409);

    const ledgerBefore = (await staff.get(path.ledger(job.leadId))).body;
    const signed = await request(ctx.app).post(path.sign(job.token)).send(signing(co, 'Sam Shoes'));
    expect(signed.status).toBe(200);

    // The ledger: a change-order charge of the difference, the total and what is left rise, the schedule re-priced.
    const ledger = (await staff.get(path.ledger(job.leadId))).body;
    const charge = ledger.charges.find((c: { kind: string }) => c.kind === 'change_order');
    expect(charge).toMatchObject({ amountCents: co.differenceCents, label: 'Change order CO-1' });
    expect(ledger.contract.totalCents).toBe(co.newTotalCents);
    expect(ledger.totals.balanceCents).toBe(ledgerBefore.totals.balanceCents + co.differenceCents);
    const scheduled = ledger.schedule.reduce((s: number, p: { amountCents: number }) => s + p.amountCents, 0);
    expect(scheduled).toBe(co.newTotalCents);
    expect(ledger.schedule[0].amountCents).toBe(Math.round(co.newTotalCents / 3));

    // The contract's PDF is the same bytes; the change order's names both parties and the difference.
    const contractAfter = await asBuffer(request(ctx.app).get(path.contract(job.token)));
    expect((contractAfter.body as Buffer).equals(contractBefore.body as Buffer)).toBe(true);
    const pdf = await asBuffer(request(ctx.app).get(path.pdf(job.token, 1)));
    expect(pdf.status).toBe(200);
    const staffPdf = await asBuffer(staff.get(path.staffPdf(job.leadId, 1)));
    expect((staffPdf.body as Buffer).equals(pdf.body as Buffer)).toBe(true);
    const text = (await readPdf(pdf.body as Buffer)).map((p) => p.text).join(' ');
    expect(text).toContain('CHANGE ORDER');
    expect(text).toContain('Shoreline Custom Closets');
    expect(text).toContain('Sam Shoes');
    expect(text).toContain('Add a shoe wall, asked at the install');
    const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(text).toContain(dollars(co.newTotalCents));
    expect(text).toContain(`+$${(co.differenceCents / 100).toLocaleString('en-US')}`);
    expect(text).toContain(co.sha256!);
    const attached = listAttachments(ctx.db).some((a) => a.filename.endsWith('-CO-1.pdf'));
    expect(attached).toBe(true);

    // A signed change order is never withdrawn, nor signed twice; the next one is CO-2.
    const withdraw = await staff.post(path.withdraw(job.leadId));
    expect(withdraw.status).toBe(409);
    expect(withdraw.body.error).toBe(changeOrderRefusals.signed);
    const again = await request(ctx.app).post(path.sign(job.token)).send(signing(co, 'Sam Shoes'));
    expect(again.status).toBe(409);
    const next = await sendChange(job.leadId, { reason: 'Move the start', option: changed, startOn: '2027-03-01' });
    expect(next.label).toBe('CO-2');
    expect(next.differenceCents).toBe(0);
    expect(next.previousTotalCents).toBe(co.newTotalCents);
  });

  it('withdraws an unsigned change order: its signature is refused, and the next keeps counting', async () => {
    const job = await signedJob('Wen Withdraw');
    const co = await sendChange(job.leadId, { reason: 'Shoe wall', option: withShoeWall(job.option) });
    const withdrawn = await staff.post(path.withdraw(job.leadId));
    expect(withdrawn.status).toBe(200);
    expect((withdrawn.body as StaffChangeOrders).open).toBeNull();
    const late = await request(ctx.app).post(path.sign(job.token)).send(signing(co, 'Wen Withdraw'));
    expect(late.status).toBe(409);
    const nothing = await staff.post(path.withdraw(job.leadId));
    expect(nothing.status).toBe(409);
    expect(nothing.body.error).toBe(changeOrderRefusals.notOpen);
    const ledger = (await staff.get(path.ledger(job.leadId))).body;
    expect(ledger.charges.some((c: { kind: string }) => c.kind === 'change_order')).toBe(false);

    // A change that changes nothing is not sent; the next number is CO-2 (CO-1 stays withdrawn).
    await staff.put(path.save(job.leadId)).send({ reason: 'Nothing', option: job.option }).expect(200);
    const empty = await staff.post(path.send(job.leadId));
    expect(empty.status).toBe(409);
    expect(empty.body.error).toBe(changeOrderRefusals.noChange);
    const read = (await staff.get(path.read(job.leadId))).body as StaffChangeOrders;
    expect(read.changeOrders.map((c) => [c.label, c.status])).toEqual([
      ['CO-1', 'withdrawn'],
      ['CO-2', 'draft'],
    ]);
  });

  it('a plain form post signs and goes back to the page; a change order edited after sending is signed no more', async () => {
    const job = await signedJob('Fay Form');
    const co = await sendChange(job.leadId, { reason: 'Shoe wall', option: withShoeWall(job.option) });
    // Edited after sending: back to a draft, so the hash shown is stale.
    await staff
      .put(path.save(job.leadId))
      .send({ reason: 'Shoe wall, and a new date', option: withShoeWall(job.option), completeOn: '2027-04-01' })
      .expect(200);
    /** The page's signing form as a browser without JavaScript posts it, both boxes ticked. */
    const signByForm = (changeOrder: { number: number; sha256: string | null }) =>
      request(ctx.app)
        .post(path.sign(job.token))
        .type('form')
        .send({ ...signing(changeOrder, 'Fay Form'), agreeTerms: 'on', agreeElectronic: 'on' });
    const stale = await signByForm(co);
    expect(stale.status).toBe(303);
    expect(stale.headers.location).toContain('notice=change-order-stale');

    const resent = (await staff.post(path.send(job.leadId)).expect(200)).body as StaffChangeOrders;
    const open = resent.open!.changeOrder;
    expect(open.completeOn).toBe('2027-04-01');
    const signed = await signByForm(open);
    expect(signed.status).toBe(303);
    expect(signed.headers.location).toContain('notice=change-order-signed');
    const text = (await readPdf((await asBuffer(request(ctx.app).get(path.pdf(job.token, 1)))).body as Buffer))
      .map((p) => p.text)
      .join(' ');
    expect(text).toContain('New dates');
  });
});

describe('the rules a proposal is sent under hold for a change order', () => {
  /** A designer with a salesperson's registration, the job's lead assigned to them. */
  async function designerOf(leadId: number) {
    const person = await addTestStaff(ctx.db, 'designer', `designer-${leadId}@example.com`);
    ctx.db.update(staffTable).set({ salespersonRegistration: 'SLP.0654321' }).where(eq(staffTable.id, person.id)).run();
    ctx.db.update(leads).set({ assignedTo: person.id }).where(eq(leads.id, leadId)).run();
    return signedInAgent(ctx.app, person.email);
  }
  const withDiscount = (option: ProposalOptionDraft, amount: number): ProposalOptionDraft => ({
    ...option,
    extraLines: [...option.extraLines, { label: 'Goodwill', note: '', amount }],
  });

  it('a designer cannot send a discount above the price book’s cap (the owner can); a smaller one goes', async () => {
    const job = await signedJob('Gil Goodwill');
    const designer = await designerOf(job.leadId);
    await designer.put(path.save(job.leadId)).send({ reason: 'Goodwill', option: withDiscount(job.option, -8000) });
    const refused = await designer.post(path.send(job.leadId));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/only the owner or office can send a discount above 15%/);
    const read = (await staff.get(path.read(job.leadId))).body as StaffChangeOrders;
    expect(read.open!.changeOrder.status).toBe('draft');
    expect(listOutbox(ctx.db).filter((m) => m.leadId === job.leadId && m.kind === 'change-order')).toEqual([]);

    await designer.put(path.save(job.leadId)).send({ reason: 'Goodwill', option: withDiscount(job.option, -100) });
    expect((await designer.post(path.send(job.leadId))).status).toBe(200);
    await staff.put(path.save(job.leadId)).send({ reason: 'Goodwill', option: withDiscount(job.option, -8000) });
    expect((await staff.post(path.send(job.leadId))).status).toBe(200);
  });

  it('a change order that would bring the job’s total under $1.00 is refused, whoever sends it', async () => {
    const job = await signedJob('Nell Negative');
    await staff.put(path.save(job.leadId)).send({ reason: 'Free', option: withDiscount(job.option, -20_000) });
    const refused = await staff.post(path.send(job.leadId));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/an option's total must be between \$1\.00 and \$1,000,000\.00/);
    expect(((await staff.get(path.read(job.leadId))).body as StaffChangeOrders).open!.changeOrder.status).toBe('draft');
  });
});
