import { eq } from 'drizzle-orm';
import request from 'supertest';
import { asBuffer } from '../test/as-buffer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiMessages } from '../../shared/api-messages';
import { customerRecordsKeptUntil, retention } from '../../shared/retention';
import { leads } from '../leads';
import { proposalAcceptances, proposals, proposalVersions } from './schema';
import { listOutbox } from '../core/mail/outbox';
import { listAttachments } from '../test/mail-attachments';
import { signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { applyRetention } from '../retention';
import { sendTestProposal } from './test/sent-proposal';
import { appWithOwnerAccount } from '../test/owner-app';
import { leadsApi } from '../../shared/api/leads';
import { pathTo } from '../../shared/api/route';
import { leadProposalPath, linkPath } from './test/paths';

const day = 24 * 60 * 60 * 1000;
const plusDays = (d: Date, days: number) => new Date(d.getTime() + days * day);
const plusMonths = (d: Date, months: number) => {
  const later = new Date(d);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
};

let ctx: ReturnType<typeof createTestApp>;
beforeEach(async () => {
  ctx = await appWithOwnerAccount({ rateLimits: { booking: 0 } });
});
afterEach(() => ctx.cleanup());

const signing = { version: 1, option: 1, fullName: 'Sam Signer', agreeTerms: true, agreeElectronic: true };

async function download(token: string): Promise<Buffer> {
  const res = await asBuffer(request(ctx.app).get(linkPath.contract(token)));
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

/** What is left of a lead: the lead, its proposal, versions and signature. */
function recordsOf(leadId: number, proposalId: number) {
  const count = (rows: unknown[]) => rows.length;
  return {
    lead: count(ctx.db.select().from(leads).where(eq(leads.id, leadId)).all()),
    proposal: count(ctx.db.select().from(proposals).where(eq(proposals.id, proposalId)).all()),
    versions: count(ctx.db.select().from(proposalVersions).where(eq(proposalVersions.proposalId, proposalId)).all()),
    signature: count(
      ctx.db.select().from(proposalAcceptances).where(eq(proposalAcceptances.proposalId, proposalId)).all(),
    ),
  };
}

const receivedAt = (leadId: number) =>
  new Date(ctx.db.select().from(leads).where(eq(leads.id, leadId)).get()!.receivedAt);

describe('a customer’s records', () => {
  it(`outlive the ${retention.leadMonths} months of a lead: the lead, its contract, versions and PDF byte for byte; an unsigned lead of the same age goes`, async () => {
    const signed = sendTestProposal(ctx.db, { name: 'Sam Signer' });
    const unsigned = sendTestProposal(ctx.db, { name: 'Una Signed' });
    expect((await request(ctx.app).post(linkPath.accept(signed.token)).send(signing)).status).toBe(200);
    const pdf = await download(signed.token);
    const copy = listOutbox(ctx.db).find((m) => m.leadId === signed.leadId && m.kind === 'proposal-signed-copy')!;
    const attachment = Buffer.from(listAttachments(ctx.db).find((a) => a.outboxId === copy.id)!.content, 'base64');
    expect(attachment.equals(pdf)).toBe(true);

    const oldEnough = plusDays(plusMonths(receivedAt(unsigned.leadId), retention.leadMonths), 1);
    expect(applyRetention(ctx.db, oldEnough).leads).toBe(1);

    expect(recordsOf(unsigned.leadId, unsigned.proposalId)).toEqual({
      lead: 0,
      proposal: 0,
      versions: 0,
      signature: 0,
    });
    expect(recordsOf(signed.leadId, signed.proposalId)).toEqual({ lead: 1, proposal: 1, versions: 1, signature: 1 });
    // The homeowner's details are part of the contract: kept with it.
    expect(ctx.db.select().from(leads).where(eq(leads.id, signed.leadId)).get()).toMatchObject({
      name: 'Sam Signer',
      email: 'sam.signer@example.com',
      phone: '(203) 555-0147',
    });
    expect((await download(signed.token)).equals(pdf)).toBe(true);
    const owner = await signedInAgent(ctx.app);
    const staffCopy = await asBuffer(owner.get(leadProposalPath.contract(signed.leadId)));
    expect((staffCopy.body as Buffer).equals(pdf)).toBe(true);

    // No job is closed yet, so a contract still in force is kept whatever the date.
    expect(applyRetention(ctx.db, plusMonths(oldEnough, 12 * 30)).leads).toBe(0);
    expect(recordsOf(signed.leadId, signed.proposalId)).toEqual({ lead: 1, proposal: 1, versions: 1, signature: 1 });
  });

  it(`of a cancelled contract are kept ${retention.customerYears} years after the cancellation, a day either side`, async () => {
    const signed = sendTestProposal(ctx.db, { name: 'Cal Cancelled' });
    expect((await request(ctx.app).post(linkPath.accept(signed.token)).send(signing)).status).toBe(200);
    const cancelled = await request(ctx.app).post(linkPath.cancel(signed.token)).send({});
    expect(cancelled.status).toBe(200);
    const cancelledAt = new Date(cancelled.body.proposal.acceptance.cancelledAt as string);
    const until = customerRecordsKeptUntil({ cancelledAt });
    expect(until).toEqual(plusMonths(cancelledAt, 12 * retention.customerYears));

    expect(applyRetention(ctx.db, plusDays(until!, -1)).leads).toBe(0);
    expect(recordsOf(signed.leadId, signed.proposalId)).toEqual({ lead: 1, proposal: 1, versions: 1, signature: 1 });

    expect(applyRetention(ctx.db, plusDays(until!, 1)).leads).toBe(1);
    expect(recordsOf(signed.leadId, signed.proposalId)).toEqual({ lead: 0, proposal: 0, versions: 0, signature: 0 });
  });

  it('cannot be deleted from the inbox while kept; once the contract’s period is over, or before signing, Delete works', async () => {
    const owner = await signedInAgent(ctx.app);
    const signed = sendTestProposal(ctx.db, { name: 'Kim Kept' });
    expect((await request(ctx.app).post(linkPath.accept(signed.token)).send(signing)).status).toBe(200);

    const refused = await owner.delete(pathTo(leadsApi.remove, { id: signed.leadId }));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(apiMessages.customerRecordsKept);
    expect(recordsOf(signed.leadId, signed.proposalId)).toEqual({ lead: 1, proposal: 1, versions: 1, signature: 1 });

    const unsigned = sendTestProposal(ctx.db, { name: 'Una Signed' });
    expect((await owner.delete(pathTo(leadsApi.remove, { id: unsigned.leadId }))).status).toBe(200);
    expect(recordsOf(unsigned.leadId, unsigned.proposalId).lead).toBe(0);
  });
});
