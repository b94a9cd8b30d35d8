import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contractorFacts } from '../../shared/business';
import { acceptRefusals } from '../../shared/proposals/proposal';
import type { Express } from 'express';
import type { HomeownerProposal, StaffProposal } from '../../shared/proposals/proposal';
import type { Db } from '../core/db/types';
import { listOutbox } from '../core/mail/outbox';
import { revokeVerifications } from '../core/verification';
import { signedInAgent, useTestPassword } from '../test/admin-agent';
import { tableContents } from '../test/table-contents';
import { fakeRenderBuild } from '../test/fake-build';
import { createTestApp } from '../test/test-app';
import { recordTestLead } from '../test/test-lead';
import { leadProposalPath } from './test/paths';

const siteUrl = 'https://closets.example';

/** A proposal designed and sent the way a designer sends one, and its link from the e-mail. */
async function sentProposal(app: Express, db: Db) {
  await useTestPassword(db);
  const owner = await signedInAgent(app);
  const { leadId } = recordTestLead(db, 'Dana Whitfield', { rooms: ['Walk-In Closet'] });
  const draft = (await owner.get(leadProposalPath.draft(leadId))).body as StaffProposal;
  expect((await owner.put(leadProposalPath.draft(leadId)).send(draft.draft)).status).toBe(200);
  expect((await owner.post(leadProposalPath.send(leadId))).status).toBe(200);
  const mail = listOutbox(db).find((m) => m.kind === 'proposal');
  const token = new RegExp(`${siteUrl}/proposal/([\\w-]{43})`).exec(mail?.body ?? '')?.[1] ?? '';
  expect(token).toMatch(/^[\w-]{43}$/);
  return { token, leadId };
}

let root: string;
let ctx: ReturnType<typeof createTestApp>;
beforeEach(() => {
  root = fakeRenderBuild();
  ctx = createTestApp({ distDir: path.join(root, 'client'), seed: false, siteUrl });
});
afterEach(async () => {
  await ctx.cleanup();
  fs.rmSync(root, { recursive: true, force: true });
});

const open = (token: string) => request(ctx.app).get(`/proposal/${token}`).set('Accept-Encoding', 'identity');

describe('GET /proposal/:token', () => {
  it('renders the page with the proposal and its token: noindex, no-store, no referrer, and changes nothing', async () => {
    const { token } = await sentProposal(ctx.app, ctx.db);
    const before = tableContents(ctx.db);
    const res = await open(token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.text).toContain(`<main data-url="/proposal/${token}"></main>`);
    const block = /<script type="application\/json" id="site-data">(.*?)<\/script>/.exec(res.text)?.[1];
    const data = JSON.parse(block ?? '{}') as { proposal: { token: string; proposal: HomeownerProposal } };
    expect(data.proposal.token).toBe(token);
    expect(data.proposal.proposal.homeownerName).toBe('Dana Whitfield');
    expect(data.proposal.proposal).toMatchObject({
      version: 1,
      status: 'sent',
      expired: false,
      acceptance: null,
      company: { name: 'Owner', registration: contractorFacts.hicRegistration, capacity: 'contractor' },
    });
    expect(data.proposal.proposal.options.map((o) => o.name)).toEqual(['Good', 'Better', 'Best']);
    expect(data.proposal.proposal.versionHash).toMatch(/^[0-9a-f]{64}$/);
    // Mail scanners open links: opening the page counts no view and changes no row.
    expect(tableContents(ctx.db)).toBe(before);
  });

  it('after an answer posted without JavaScript, says what became of it; an unknown notice says nothing', async () => {
    const { token } = await sentProposal(ctx.app, ctx.db);
    const dataOf = (html: string) =>
      JSON.parse(/<script type="application\/json" id="site-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
        proposal: { notice?: string };
      };
    const stale = await request(ctx.app).get(`/proposal/${token}?notice=stale`).set('Accept-Encoding', 'identity');
    expect(dataOf(stale.text).proposal.notice).toBe(acceptRefusals.stale);
    const odd = await request(ctx.app).get(`/proposal/${token}?notice=toString`).set('Accept-Encoding', 'identity');
    expect(dataOf(odd.text).proposal.notice).toBeUndefined();
  });

  it('answers the 404 page for an unknown, malformed or revoked link, the same for each', async () => {
    const { token, leadId } = await sentProposal(ctx.app, ctx.db);
    for (const wrong of ['x'.repeat(43), 'nope', `${token}x`]) {
      const res = await open(wrong);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<title>Not found</title>');
      expect(res.text).not.toContain('site-data');
    }
    revokeVerifications(ctx.db, { purpose: 'proposal', leadId });
    expect((await open(token)).status).toBe(404);
  });
});
