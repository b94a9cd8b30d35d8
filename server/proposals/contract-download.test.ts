import request from 'supertest';
import { asBuffer } from '../test/as-buffer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorFacts } from '../../shared/business';
import { cancellationDeadline } from '../../shared/contracts/cancellation-deadline';
import { formatDollars } from '../../shared/money';
import { consultations } from '../leads';
import { proposalAcceptances } from './schema';
import { listOutbox } from '../core/mail/outbox';
import { listAttachments } from '../test/mail-attachments';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { readPdf } from '../test/read-pdf';
import { sendTestProposal } from './test/sent-proposal';
import { appWithOwnerAccount } from '../test/owner-app';
import { leadProposalPath, linkPath } from './test/paths';

let ctx: ReturnType<typeof createTestApp>;
let sent: ReturnType<typeof sendTestProposal>;
beforeAll(async () => {
  ctx = await appWithOwnerAccount({ rateLimits: { booking: 0 } });
  await addTestStaff(ctx.db, 'designer', 'someone.else@example.com');
  sent = sendTestProposal(ctx.db, { name: 'Jordan Avery' });
});
afterAll(() => ctx.cleanup());

const pdfBytes = (res: request.Response) => res.body as Buffer;

describe('the signed contract PDF', () => {
  it('is a 404 with a sentence before an option is accepted, for the homeowner and for staff', async () => {
    const homeowner = await request(ctx.app).get(linkPath.contract(sent.token));
    expect(homeowner.status).toBe(404);
    expect(homeowner.body.error).toBe('The signed contract is ready once you accept an option');
    const owner = await signedInAgent(ctx.app);
    const staff = await owner.get(leadProposalPath.contract(sent.leadId));
    expect(staff.status).toBe(404);
    expect(staff.body.error).toBe('This lead has no signed contract yet');
  });

  it('once accepted: a PDF download naming the homeowner, the total, the HIC number and the deadline; the e-mailed copy is the same file', async () => {
    const accepted = await request(ctx.app)
      .post(linkPath.accept(sent.token))
      .send({ version: 1, option: 1, fullName: 'Jordan Avery', agreeTerms: true, agreeElectronic: true });
    expect(accepted.status).toBe(200);
    const signedAt = new Date(accepted.body.proposal.acceptance.signedAt as string);

    const res = await asBuffer(request(ctx.app).get(linkPath.contract(sent.token)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=Shoreline-Custom-Closets-contract-${sent.leadId}-v1.pdf`,
    );
    const text = (await readPdf(pdfBytes(res))).map((p) => p.text).join(' ');
    const better = sent.document.options[1]!;
    expect(text).toContain('Jordan Avery');
    expect(text).toContain(`Total, the Better option ${formatDollars(better.total * 100)}`);
    expect(text).toContain(contractorFacts.hicRegistration);
    expect(text.toUpperCase()).toContain(cancellationDeadline(signedAt).text.toUpperCase());
    expect(text).toContain(sent.sha256);

    const copy = listOutbox(ctx.db).find((m) => m.leadId === sent.leadId && m.kind === 'proposal-signed-copy')!;
    const attachment = listAttachments(ctx.db).find((a) => a.outboxId === copy.id)!;
    expect(attachment).toMatchObject({
      filename: `Shoreline-Custom-Closets-contract-${sent.leadId}-v1.pdf`,
      contentType: 'application/pdf',
    });
    expect(Buffer.from(attachment.content, 'base64').equals(pdfBytes(res))).toBe(true);

    // Staff who may see the lead download it from the lead card; a designer it is not assigned to gets a 404.
    const owner = await signedInAgent(ctx.app);
    const staff = await asBuffer(owner.get(leadProposalPath.contract(sent.leadId)));
    expect(staff.status).toBe(200);
    expect(staff.headers['content-type']).toBe('application/pdf');
    expect(pdfBytes(staff).equals(pdfBytes(res))).toBe(true);
    const designer = await signedInAgent(ctx.app, 'someone.else@example.com');
    expect((await designer.get(leadProposalPath.contract(sent.leadId))).status).toBe(404);
    expect((await request(ctx.app).get(leadProposalPath.contract(sent.leadId))).status).toBe(401);
  });

  it('names the address of the work the proposal gives', async () => {
    const other = sendTestProposal(ctx.db, { name: 'Morgan Lee', workAddress: '27 Compo Road South' });
    const accepted = await request(ctx.app)
      .post(linkPath.accept(other.token))
      .send({ version: 1, option: 0, fullName: 'Morgan Lee', agreeTerms: true, agreeElectronic: true });
    expect(accepted.status).toBe(200);
    const res = await asBuffer(request(ctx.app).get(linkPath.contract(other.token)));
    const text = (await readPdf(pdfBytes(res))).map((p) => p.text).join(' ');
    expect(text).toContain('27 Compo Road South');
    expect(text).toContain('Westport, CT 06880');
  });

  it('stays the document signed when the facts it was made from change afterwards', async () => {
    const before = pdfBytes(await asBuffer(request(ctx.app).get(linkPath.contract(sent.token))));
    // The visit at the home is booked after the signature: a contract made now would name its street.
    const startsAt = '2027-03-02T15:00:00.000Z';
    ctx.db
      .insert(consultations)
      .values({ leadId: sent.leadId, startsAt, endsAt: '2027-03-02T16:30:00.000Z', address: '9 Later Lane' })
      .run();
    const after = pdfBytes(await asBuffer(request(ctx.app).get(linkPath.contract(sent.token))));
    expect(after.equals(before)).toBe(true);
    expect((await readPdf(after)).map((p) => p.text).join(' ')).not.toContain('9 Later Lane');

    // A signature stored before its PDF was (migration 0017) gets one made from what is on record now.
    ctx.db.update(proposalAcceptances).set({ contractPdf: null }).run();
    const remade = pdfBytes(await asBuffer(request(ctx.app).get(linkPath.contract(sent.token))));
    expect((await readPdf(remade)).map((p) => p.text).join(' ')).toContain('9 Later Lane');
  });
});
