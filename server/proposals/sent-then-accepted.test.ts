import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { StaffProposal } from '../../shared/proposals/proposal';
import type { LeadsResponse } from '../../shared/admin-schema';
import { createTestApp } from '../test/test-app';
import { homeownerProposalFor } from './homeowner-proposal';
import { appWithOwnerAccount } from '../test/owner-app';
import { leadsApi } from '../../shared/api/leads';
import { leadProposalPath, linkPath } from './test/paths';
import { sendFromEditor } from '../test/send-from-editor';

let ctx: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  ctx = await appWithOwnerAccount({ rateLimits: { booking: 0 }, siteUrl: 'https://closets.example' });
  ctx.db.$client.prepare("UPDATE staff SET salesperson_registration = 'SLP.0123456'").run();
});
afterAll(() => ctx.cleanup());

describe('a proposal sent from the lead card, then answered from the e-mailed link', () => {
  it('the link shows the version sent, counts the page’s view, and signs with the version’s own hash', async () => {
    const { leadId, owner, token } = await sendFromEditor(ctx);

    const signedOf = async () =>
      ((await owner.get(leadsApi.list.path).query({ pageSize: 200 })).body as LeadsResponse).submissions.find(
        (lead) => lead.id === leadId,
      )?.signedContract;
    expect(await signedOf()).toBe(false);
    const shown = homeownerProposalFor(ctx.db, token)!.proposal;
    expect(shown).toMatchObject({ version: 1, status: 'sent', expired: false, acceptance: null });
    expect((await request(ctx.app).post(linkPath.viewed(token)).set('Sec-Fetch-Site', 'same-origin')).status).toBe(200);

    const accepted = await request(ctx.app)
      .post(linkPath.accept(token))
      .send({ version: 1, option: 0, fullName: 'Hana Homeowner', agreeTerms: true, agreeElectronic: true });
    expect(accepted.status).toBe(200);
    const staff = (await owner.get(leadProposalPath.draft(leadId))).body as StaffProposal;
    expect(staff.status).toBe('accepted');
    expect(staff.views.count).toBe(1);
    expect(staff.acceptance).toMatchObject({ optionIndex: 0, versionHash: shown.versionHash });
    expect(staff.sent?.hash).toBe(shown.versionHash);
    expect(staff.followUps.every((f) => f.status !== 'pending')).toBe(true);
    // The inbox's lead card links the signed contract's PDF.
    expect(await signedOf()).toBe(true);
  });
});
