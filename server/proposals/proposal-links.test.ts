import fs from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withdrawRefusals, type ProposalDraft, type StaffProposal } from '../../shared/proposals/proposal';
import { deadProposalLinkMessage, replacedProposalLink } from '../../shared/proposals/proposal-notices';
import { apiMessages } from '../../shared/api-messages';
import { listOutbox } from '../core/mail/outbox';
import { findVerification } from '../core/verification';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { fakeRenderBuild } from '../test/fake-build';
import { createTestApp } from '../test/test-app';
import { recordTestLead } from '../test/test-lead';
import { appWithOwnerAccount } from '../test/owner-app';
import { leadProposalPath, linkPath } from './test/paths';
import { fieldErrorAnswer } from '../test/field-error-answer';

const siteUrl = 'https://closets.example';
/** Thursday 14 January 2027, 8:30 PM in Connecticut (EST). */
const thursdayEvening = new Date('2027-01-15T01:30:00Z');
const day = 86_400_000;
const signing = { version: 1, option: 1, fullName: 'Dana Whitfield', agreeTerms: true, agreeElectronic: true };

let root: string;
let ctx: ReturnType<typeof createTestApp>;
let owner: request.Agent;
const setClock = (at: Date) => vi.setSystemTime(at);
const sql = <T>(query: string, ...params: unknown[]) => ctx.db.$client.prepare(query).all(...params) as T[];

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(thursdayEvening);
  root = fakeRenderBuild();
  ctx = await appWithOwnerAccount({ distDir: path.join(root, 'client'), siteUrl, rateLimits: { booking: 0 } });
  ctx.db.$client.prepare('UPDATE staff SET salesperson_registration = ?').run('SLP.0123456');
  owner = await signedInAgent(ctx.app as Express);
});
afterEach(async () => {
  vi.useRealTimers();
  await ctx.cleanup();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The lead's draft as the editor would save it, changed by `edit`. */
async function draftOf(leadId: number, edit: Partial<ProposalDraft> = {}): Promise<ProposalDraft> {
  return { ...((await owner.get(leadProposalPath.draft(leadId))).body as StaffProposal).draft, ...edit };
}

/** Saves and sends the lead's proposal the way the editor does; the link from the e-mail sent. */
async function send(leadId: number, edit: Partial<ProposalDraft> = {}): Promise<string> {
  expect((await owner.put(leadProposalPath.draft(leadId)).send(await draftOf(leadId, edit))).status).toBe(200);
  expect((await owner.post(leadProposalPath.send(leadId))).status).toBe(200);
  const mail = listOutbox(ctx.db).filter((m) => m.kind === 'proposal' && m.leadId === leadId);
  const token = new RegExp(`${siteUrl}/proposal/([\\w-]{43})`).exec(mail.at(-1)?.body ?? '')?.[1] ?? '';
  expect(token).toMatch(/^[\w-]{43}$/);
  return token;
}

const newLead = (name = 'Dana Whitfield') => recordTestLead(ctx.db, name, { rooms: ['Walk-In Closet'] }).leadId;
const page = (token: string) => request(ctx.app).get(`/proposal/${token}`).set('Accept-Encoding', 'identity');
const pdf = (token: string) => request(ctx.app).get(linkPath.contract(token));

/** Every way a link is used, each answered as `expected` (status and sentence). */
async function everyUse(token: string, expected: { status: number; error: string }) {
  const answers = [
    await request(ctx.app).post(linkPath.viewed(token)).set('Sec-Fetch-Site', 'same-origin'),
    await request(ctx.app).post(linkPath.accept(token)).send(signing),
    await request(ctx.app).post(linkPath.decline(token)).send({}),
    await request(ctx.app).post(linkPath.cancel(token)).send({}),
    await pdf(token),
  ];
  for (const res of answers) {
    expect([res.status, res.body]).toEqual([expected.status, { success: false, error: expected.error }]);
  }
}

describe('valid until', () => {
  const limit = 'Valid until must be within 90 days of today (by April 14, 2027).';

  it('is at most 90 days ahead (a Connecticut day) when the draft is saved', async () => {
    const leadId = newLead();
    for (const validUntil of ['2027-04-15', '9000-01-01']) {
      const res = await owner.put(leadProposalPath.draft(leadId)).send(await draftOf(leadId, { validUntil }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(fieldErrorAnswer('validUntil', limit));
    }
    const atTheLimit = await owner
      .put(leadProposalPath.draft(leadId))
      .send(await draftOf(leadId, { validUntil: '2027-04-14' }));
    expect(atTheLimit.status).toBe(200);
  });

  it('is checked again when sending: a draft saved before the rule is refused and nothing is sent', async () => {
    const leadId = newLead();
    expect((await owner.put(leadProposalPath.draft(leadId)).send(await draftOf(leadId))).status).toBe(200);
    ctx.db.$client.prepare("UPDATE proposals SET draft = json_set(draft, '$.validUntil', '9000-01-01')").run();
    const res = await owner.post(leadProposalPath.send(leadId));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: limit });
    expect(sql('SELECT id FROM proposal_versions')).toEqual([]);
    expect(sql("SELECT id FROM verifications WHERE purpose = 'proposal'")).toEqual([]);
    expect(listOutbox(ctx.db).filter((m) => m.kind === 'proposal')).toEqual([]);
  });
});

describe('sending a new version', () => {
  it('replaces the link: the older one says the proposal was updated, names nobody and does nothing else', async () => {
    const leadId = newLead();
    const first = await send(leadId, { workAddress: '14 Harbor Road' });
    const second = await send(leadId, { noteToHomeowner: 'The Better option matches your trim.' });

    const old = await page(first);
    expect(old.status).toBe(410);
    expect(old.headers['x-robots-tag']).toBe('noindex');
    expect(old.text).toContain(`{"proposal":{"token":"${first}","replaced":true}}`);
    for (const secret of ['Dana', 'Whitfield', 'Harbor', 'example.com', '$']) expect(old.text).not.toContain(secret);
    const latest = await page(second);
    expect(latest.status).toBe(200);
    expect(latest.text).toContain('Dana Whitfield');

    await everyUse(first, { status: 410, error: replacedProposalLink.message });
    // Without JavaScript an answer goes back to the page, which says the same.
    const form = await request(ctx.app)
      .post(linkPath.accept(first))
      .type('form')
      .send({ version: '1', option: '1', fullName: 'Dana Whitfield', agreeTerms: 'on', agreeElectronic: 'on' });
    expect([form.status, form.headers.location]).toEqual([303, `/proposal/${first}`]);
    expect(sql('SELECT id FROM proposal_acceptances')).toEqual([]);
    expect(sql('SELECT view_count AS n FROM proposals')).toEqual([{ n: 0 }]);

    // The newest link signs; the older one still only points to it.
    const signed = await request(ctx.app)
      .post(linkPath.accept(second))
      .send({ ...signing, version: 2 });
    expect(signed.status).toBe(200);
    expect((await page(first)).status).toBe(410);
  });
});

describe('withdrawing a sent proposal', () => {
  it('ends every link it had, like any dead link, for viewing, answering, cancelling and the PDF; recorded in Activity', async () => {
    const leadId = newLead();
    const first = await send(leadId);
    const second = await send(leadId, { noteToHomeowner: 'A second look.' });

    const res = await owner.post(leadProposalPath.withdraw(leadId));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'withdrawn', sent: { version: 2 } });
    expect((res.body as StaffProposal).followUps.map((f) => f.status)).toEqual([
      'skipped',
      'skipped',
      'skipped',
      'skipped',
    ]);
    for (const token of [first, second]) {
      const shown = await page(token);
      expect(shown.status).toBe(404);
      expect(shown.text).toContain('<title>Not found</title>');
      expect(shown.text).not.toContain('site-data');
      await everyUse(token, { status: 404, error: deadProposalLinkMessage });
    }
    expect(
      sql("SELECT actor_id AS actor, lead_id AS lead, detail FROM activity_log WHERE action = 'proposal-withdrawn'"),
    ).toEqual([{ actor: 1, lead: leadId, detail: 'Version 2' }]);

    // Twice is once; sending again makes a new version with a new link that works.
    expect((await owner.post(leadProposalPath.withdraw(leadId))).status).toBe(200);
    expect(sql("SELECT id FROM activity_log WHERE action = 'proposal-withdrawn'")).toHaveLength(1);
    const third = await send(leadId);
    expect((await page(third)).status).toBe(200);
    expect((await page(second)).status).toBe(404);
  });

  it('is guarded as sending is: signed out 401, a designer not on the lead 404; the link keeps working', async () => {
    const leadId = newLead();
    const token = await send(leadId);
    expect((await request(ctx.app).post(leadProposalPath.withdraw(leadId))).status).toBe(401);
    await addTestStaff(ctx.db, 'designer', 'dee@example.com');
    const designer = await signedInAgent(ctx.app as Express, 'dee@example.com');
    const res = await designer.post(leadProposalPath.withdraw(leadId));
    expect([res.status, res.body]).toEqual([404, { success: false, error: apiMessages.leadNotFound }]);
    expect((await page(token)).status).toBe(200);
  });

  it('refuses a proposal never sent, and a signed one (409 with its sentence)', async () => {
    const draftOnly = newLead('Sam Draft');
    await owner.put(leadProposalPath.draft(draftOnly)).send(await draftOf(draftOnly));
    for (const leadId of [draftOnly, newLead('Nora Nothing')]) {
      const res = await owner.post(leadProposalPath.withdraw(leadId));
      expect([res.status, res.body]).toEqual([409, { success: false, error: withdrawRefusals.notSent }]);
    }

    const leadId = newLead();
    const token = await send(leadId);
    expect((await request(ctx.app).post(linkPath.accept(token)).send(signing)).status).toBe(200);
    const res = await owner.post(leadProposalPath.withdraw(leadId));
    expect([res.status, res.body]).toEqual([409, { success: false, error: withdrawRefusals.signed }]);
    expect((await page(token)).status).toBe(200);
    expect(sql("SELECT id FROM activity_log WHERE action = 'proposal-withdrawn'")).toEqual([]);
  });
});

describe("the link's life", () => {
  it('unsigned, it ends with its valid-until day; signed, it outlives it', async () => {
    const unsigned = await send(newLead('Una Signed'));
    const signedToken = await send(newLead());
    expect((await request(ctx.app).post(linkPath.accept(signedToken)).send(signing)).status).toBe(200);
    expect(findVerification(ctx.db, 'proposal', signedToken)?.expiresAt).toBeNull();

    // Valid until Saturday 13 February 2027: its last minute in Connecticut, then the next.
    setClock(new Date('2027-02-14T04:59:00Z'));
    expect((await page(unsigned)).status).toBe(200);
    setClock(new Date('2027-02-14T05:00:00Z'));
    expect((await page(unsigned)).status).toBe(404);
    await everyUse(unsigned, { status: 404, error: deadProposalLinkMessage });

    setClock(new Date('2027-11-01T12:00:00Z'));
    expect((await page(signedToken)).status).toBe(200);
    const download = await pdf(signedToken);
    expect([download.status, download.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it("a cancelled contract's link lives 90 days after the cancellation", async () => {
    const token = await send(newLead());
    expect((await request(ctx.app).post(linkPath.accept(token)).send(signing)).status).toBe(200);
    const cancelledAt = new Date(thursdayEvening.getTime() + 3_600_000);
    setClock(cancelledAt);
    expect((await request(ctx.app).post(linkPath.cancel(token)).send({})).status).toBe(200);

    setClock(new Date(cancelledAt.getTime() + 89 * day));
    expect((await page(token)).status).toBe(200);
    expect((await pdf(token)).status).toBe(200);
    setClock(new Date(cancelledAt.getTime() + 91 * day));
    expect((await page(token)).status).toBe(404);
    await everyUse(token, { status: 404, error: deadProposalLinkMessage });
  });
});
