import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalPagePath } from '../../shared/paths';
import { viewFromPageOnlyMessage } from '../../shared/proposals/proposal-notices';
import { sampleProposal } from '../../shared/proposals/sample-proposal';
import { proposalAcceptances, proposals } from './schema';
import { crossOriginMessage, unnamedOriginMessage } from '../core/http/same-origin';
import { createTestApp } from '../test/test-app';
import { tableContents } from '../test/table-contents';
import { homeownerProposalFor } from './homeowner-proposal';
import { sendTestProposal } from './test/sent-proposal';
import { linkPath } from './test/paths';

let ctx: ReturnType<typeof createTestApp>;
beforeAll(() => {
  ctx = createTestApp({ seed: false, rateLimits: { booking: 0 } });
});
afterAll(() => ctx.cleanup());

const views = (proposalId: number) => {
  const row = ctx.db.select().from(proposals).where(eq(proposals.id, proposalId)).get()!;
  return { count: row.viewCount, last: row.lastViewedAt };
};

describe('the view count', () => {
  it('counts a POST from the page itself (Sec-Fetch-Site: same-origin, or its own Origin)', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Vi Ewer' });
    const fetchMetadata = await request(ctx.app).post(linkPath.viewed(sent.token)).set('Sec-Fetch-Site', 'same-origin');
    expect(fetchMetadata.status).toBe(200);
    expect(views(sent.proposalId).count).toBe(1);
    const origin = await request(ctx.app)
      .post(linkPath.viewed(sent.token))
      .set('Host', 'closets.example')
      .set('Origin', 'https://closets.example');
    expect(origin.status).toBe(200);
    expect(views(sent.proposalId).count).toBe(2);
    expect(views(sent.proposalId).last).not.toBeNull();
  });

  it('refuses a POST that does not come from the page (a scanner, a script, another site) with 403', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'No Count' });
    for (const headers of [
      {},
      { 'Sec-Fetch-Site': 'none' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
    ]) {
      const res = await request(ctx.rawApp).post(linkPath.viewed(sent.token)).set(headers);
      expect(res.status).toBe(403);
      expect([viewFromPageOnlyMessage, crossOriginMessage, unnamedOriginMessage]).toContain(res.body.error);
    }
    expect(views(sent.proposalId)).toEqual({ count: 0, last: null });
  });

  it('never counts a GET, of the page or of the API, and homeownerProposalFor changes nothing', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Mail Scanner' });
    const before = tableContents(ctx.db);
    await request(ctx.app).get(`${proposalPagePath}/${sent.token}`);
    await request(ctx.app).get(`/api/proposals/${sent.token}`);
    await request(ctx.app).get(linkPath.viewed(sent.token)).set('Sec-Fetch-Site', 'same-origin');
    expect(homeownerProposalFor(ctx.db, sent.token)?.proposal.status).toBe('sent');
    expect(tableContents(ctx.db)).toBe(before);
    expect(views(sent.proposalId).count).toBe(0);
  });

  it('a dead link is a 404', async () => {
    const res = await request(ctx.app)
      .post(linkPath.viewed('y'.repeat(43)))
      .set('Sec-Fetch-Site', 'same-origin');
    expect(res.status).toBe(404);
  });
});

describe('what the link shows (homeownerProposalFor)', () => {
  it('the latest version as sent, open, with no signature yet; null for an unknown link', () => {
    const sent = sendTestProposal(ctx.db, { name: 'Page Reader' });
    const shown = homeownerProposalFor(ctx.db, sent.token)!;
    expect(shown).toMatchObject({ proposalId: sent.proposalId, leadId: sent.leadId });
    // The sample is such a proposal: sent, open, no signature, nothing after it.
    expect(shown.proposal).toEqual({ ...sampleProposal, ...sent.document, versionHash: sent.sha256 });
    expect(homeownerProposalFor(ctx.db, 'z'.repeat(43))).toBeNull();
  });

  it('expired the day after its valid-until day in Connecticut, not on it', () => {
    const sentAt = new Date('2026-11-01T15:00:00Z');
    const sent = sendTestProposal(ctx.db, { name: 'Day Counter', sentAt, validUntil: '2026-12-01' });
    // 11:59 PM on December 1 in Connecticut (EST, UTC-5) is still the valid-until day.
    expect(homeownerProposalFor(ctx.db, sent.token, new Date('2026-12-02T04:59:00Z'))!.proposal.expired).toBe(false);
    expect(homeownerProposalFor(ctx.db, sent.token, new Date('2026-12-02T05:00:00Z'))!.proposal.expired).toBe(true);
  });
});

describe('without JavaScript: the page’s own form posts', () => {
  const form = (path: string, fields: Record<string, string>) =>
    request(ctx.app).post(path).type('form').send(new URLSearchParams(fields).toString());
  /** "Accept and sign" as the page's form posts it, both boxes ticked. */
  const acceptByForm = (token: string, option: string, fullName: string, fields: Record<string, string> = {}) =>
    form(linkPath.accept(token), {
      version: '1',
      option,
      fullName,
      agreeTerms: 'on',
      agreeElectronic: 'on',
      ...fields,
    });

  it('accepting lands back on the proposal page, which then shows the signature', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Plain Form' });
    const res = await acceptByForm(sent.token, '2', 'Plain Form', { signature: '' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/proposal/${sent.token}?notice=accepted`);
    const row = ctx.db
      .select()
      .from(proposalAcceptances)
      .where(eq(proposalAcceptances.proposalId, sent.proposalId))
      .get()!;
    expect(row).toMatchObject({ optionName: 'Best', signerName: 'Plain Form', signaturePath: null });
    expect(homeownerProposalFor(ctx.db, sent.token)!.proposal.acceptance?.optionName).toBe('Best');

    const second = await acceptByForm(sent.token, '0', 'Plain Form');
    expect(second.headers.location).toBe(`/proposal/${sent.token}?notice=taken`);
  });

  it('a box left unticked goes back to the page asking to check the form; nothing is stored', async () => {
    const sent = sendTestProposal(ctx.db, { name: 'Unticked Box' });
    const res = await form(linkPath.accept(sent.token), {
      version: '1',
      option: '1',
      fullName: 'Unticked Box',
      agreeTerms: 'on',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/proposal/${sent.token}?notice=check`);
    expect(
      ctx.db.select().from(proposalAcceptances).where(eq(proposalAcceptances.proposalId, sent.proposalId)).all(),
    ).toEqual([]);
  });

  it('"Not now" and "Cancel this contract" land back on the page too', async () => {
    const declining = sendTestProposal(ctx.db, { name: 'Plain Decline' });
    const declined = await form(linkPath.decline(declining.token), {
      reason: 'Too soon',
    });
    expect(declined.status).toBe(303);
    expect(declined.headers.location).toBe(`/proposal/${declining.token}?notice=declined`);
    expect(ctx.db.select().from(proposals).where(eq(proposals.id, declining.proposalId)).get()).toMatchObject({
      status: 'declined',
      declinedReason: 'Too soon',
    });

    const cancelling = sendTestProposal(ctx.db, { name: 'Plain Cancel' });
    await acceptByForm(cancelling.token, '0', 'Plain Cancel');
    const cancelled = await form(linkPath.cancel(cancelling.token), {});
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.location).toBe(`/proposal/${cancelling.token}?notice=cancelled`);
  });

  it('a dead link goes to its page (which answers 404)', async () => {
    const res = await form(linkPath.decline('q'.repeat(43)), {});
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/proposal/${'q'.repeat(43)}`);
  });
});
