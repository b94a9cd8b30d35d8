import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { asBuffer } from '../test/as-buffer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { priceBookPath } from '../../shared/api/public-paths';
import { defaultPriceBook } from '../../shared/design/price-book';
import { formatDollars } from '../../shared/money';
import { oneThirdPercent, paymentSchedule } from '../../shared/payments/payment-schedule';
import type { StaffProposal } from '../../shared/proposals/proposal';
import { proposals, proposalVersions } from './schema';
import { signedInAgent } from '../test/admin-agent';
import { appWithOwnerAccount } from '../test/owner-app';
import type { createTestApp } from '../test/test-app';
import { homeownerProposalFor } from './homeowner-proposal';
import { canonicalJson } from './proposal-document';
import { readPdf } from '../test/read-pdf';
import { sendTestProposal } from './test/sent-proposal';
import { leadProposalPath, linkPath } from './test/paths';
import { sendFromEditor } from '../test/send-from-editor';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(async () => {
  ctx = await appWithOwnerAccount({ rateLimits: { booking: 0 }, siteUrl: 'https://closets.example' });
  ctx.db.$client.prepare("UPDATE staff SET salesperson_registration = 'SLP.0123456'").run();
});
afterEach(() => ctx.cleanup());

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const signer = { fullName: 'Hana Homeowner', agreeTerms: true, agreeElectronic: true };

/** The signed contract's PDF as the homeowner downloads it, read back as text. */
async function signedPdfText(token: string): Promise<string> {
  const res = await asBuffer(request(ctx.app).get(linkPath.contract(token)));
  expect(res.status).toBe(200);
  return (await readPdf(res.body as Buffer)).map((page) => page.text).join(' ');
}

describe('a contract signed with the default payment schedule', () => {
  it('takes one-third as the deposit in the signed version (its hashed document), its terms, the homeowner’s page and the PDF', async () => {
    const { fresh, token, version } = await sendFromEditor(ctx);
    expect(fresh.draft).toMatchObject({ depositPercent: oneThirdPercent, progressPercent: 0 });

    const document = JSON.parse(version.document) as Record<string, unknown> & { terms: string[] };
    expect(document).toMatchObject({ depositPercent: oneThirdPercent, progressPercent: 0 });
    expect(version.sha256).toBe(sha256(canonicalJson(document)));
    const better = (document.options as { name: string; total: number }[])[1]!;
    const [deposit, balance] = paymentSchedule(better.total * 100, { depositPercent: oneThirdPercent });
    expect(deposit!.amountCents + balance!.amountCents).toBe(better.total * 100);
    const depositText = `Deposit of one-third (${formatDollars(deposit!.amountCents)}), due once your right to cancel has ended.`;
    const betterPayment = document.terms.find((term) => term.startsWith('Payment (Better): '));
    expect(betterPayment).toContain(depositText);
    expect(betterPayment).toContain(`Balance (${formatDollars(balance!.amountCents)}), due on the day installation`);

    // The homeowner's page shows the version as hashed, its shares and its terms.
    const shown = homeownerProposalFor(ctx.db, token)!.proposal;
    expect(shown).toMatchObject({ depositPercent: oneThirdPercent, progressPercent: 0, versionHash: version.sha256 });
    expect(shown.terms).toEqual(document.terms);

    const accepted = await request(ctx.app)
      .post(linkPath.accept(token))
      .send({ version: 1, option: 1, ...signer });
    expect(accepted.status).toBe(200);
    const pdf = await signedPdfText(token);
    expect(pdf).toContain(
      `Deposit of one-third, due once your right to cancel has ended ${formatDollars(deposit!.amountCents)}`,
    );
    expect(pdf).toContain(
      `Balance, due on the day installation is complete, after we walk you through the finished space ${formatDollars(balance!.amountCents)}`,
    );
    expect(pdf).toContain(depositText);
    expect(pdf).not.toContain('Progress payment');
  });

  it('starts from the price book the owner saved: a progress payment appears in the terms and the PDF', async () => {
    const owner = await signedInAgent(ctx.app);
    const book = { ...defaultPriceBook, depositPercent: 25, progressPercent: 40 };
    expect((await owner.put(priceBookPath).send(book)).status).toBe(200);
    const { fresh, token, version } = await sendFromEditor(ctx);
    expect(fresh.draft).toMatchObject({ depositPercent: 25, progressPercent: 40 });
    const document = JSON.parse(version.document) as { terms: string[]; options: { total: number }[] };
    const total = document.options[0]!.total * 100;
    const [, progress] = paymentSchedule(total, { depositPercent: 25, progressPercent: 40 });
    const progressText = `Progress payment of 40% (${formatDollars(progress!.amountCents)}), due at the start of installation.`;
    expect(document.terms.find((term) => term.startsWith('Payment (Good): '))).toContain(progressText);

    expect(
      (
        await request(ctx.app)
          .post(linkPath.accept(token))
          .send({ version: 1, option: 0, ...signer })
      ).status,
    ).toBe(200);
    const pdf = await signedPdfText(token);
    expect(pdf).toContain(
      `Progress payment of 40%, due at the start of installation ${formatDollars(progress!.amountCents)}`,
    );
    expect(pdf).toContain(progressText);
  });
});

describe('a version sent before the progress payment existed', () => {
  /** A sent version as an older release stored it: no progressPercent in its draft or document, and that release's words. */
  function olderVersion() {
    const sent = sendTestProposal(ctx.db, {
      name: 'Olde Homeowner',
      shares: { depositPercent: 50, progressPercent: 0 },
    });
    const { progressPercent: _none, ...draft } = sent.draft;
    const total = sent.document.options[1]!.total;
    const oldPayment = `Payment (Better): The total price is ${formatDollars(total * 100)}. A deposit of 50% (${formatDollars(total * 50)}) is due once your right to cancel has ended; it reserves your installation dates and lets us order your materials, and we order nothing before then. The balance of ${formatDollars(total * 50)} is due on the day installation is complete, after we walk you through the finished space.`;
    const { progressPercent: _alsoNone, ...document } = sent.document;
    const older = {
      ...document,
      terms: document.terms.map((term) => (term.startsWith('Payment (Better): ') ? oldPayment : term)),
    };
    const stored = JSON.stringify(older);
    const hash = sha256(canonicalJson(older));
    ctx.db
      .update(proposalVersions)
      .set({ document: stored, sha256: hash })
      .where(eq(proposalVersions.id, sent.versionId))
      .run();
    ctx.db
      .update(proposals)
      .set({ draft: JSON.stringify(draft) })
      .where(eq(proposals.id, sent.proposalId))
      .run();
    return { ...sent, stored, hash, oldPayment };
  }

  it('reads the same: its stored words and hash on the homeowner’s page, no edit seen by staff, nothing rewritten', async () => {
    const { token, leadId, stored, hash, oldPayment } = olderVersion();
    const shown = homeownerProposalFor(ctx.db, token)!.proposal;
    expect(shown.progressPercent).toBeUndefined();
    expect(shown.depositPercent).toBe(50);
    expect(shown.versionHash).toBe(hash);
    expect(shown.terms).toContain(oldPayment);

    const staff = (await (await signedInAgent(ctx.app)).get(leadProposalPath.draft(leadId))).body as StaffProposal;
    expect(staff.editedSinceSent).toBe(false);
    expect(staff.draft.progressPercent).toBe(0);
    expect(ctx.db.select().from(proposalVersions).get()).toMatchObject({ document: stored, sha256: hash });
  });

  it('signs with its own hash, and its PDF has the deposit and the balance, no progress payment', async () => {
    const { token, hash, document } = olderVersion();
    const accepted = await request(ctx.app)
      .post(linkPath.accept(token))
      .send({ version: 1, option: 1, ...signer });
    expect(accepted.status).toBe(200);
    expect(homeownerProposalFor(ctx.db, token)!.proposal.acceptance?.versionHash).toBe(hash);
    const half = formatDollars(document.options[1]!.total * 50);
    const pdf = await signedPdfText(token);
    expect(pdf).toContain(`Deposit of 50%, due once your right to cancel has ended ${half}`);
    expect(pdf).toContain(
      `Balance, due on the day installation is complete, after we walk you through the finished space ${half}`,
    );
    expect(pdf).not.toContain('Progress payment');
  });
});
