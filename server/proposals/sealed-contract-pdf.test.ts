import crypto from 'node:crypto';
import fs from 'node:fs';
import request from 'supertest';
import { asBuffer } from '../test/as-buffer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { fromSitePage } from '../test/from-site-page';
import { openDatabase } from '../core/db/open-database';
import type { Db } from '../core/db/types';
import { listOutbox } from '../core/mail/outbox';
import { listAttachments } from '../test/mail-attachments';
import { defaultKeyFilePath } from '../core/secrets';
import { signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { readPdf } from '../test/read-pdf';
import { sendTestProposal } from './test/sent-proposal';
import { appWithOwnerAccount } from '../test/owner-app';
import { leadProposalPath, linkPath } from './test/paths';

let ctx: ReturnType<typeof createTestApp>;
const reopened: Db[] = [];
beforeEach(async () => {
  ctx = await appWithOwnerAccount({ rateLimits: { booking: 0 } });
});
afterEach(async () => {
  for (const db of reopened.splice(0)) db.$client.close();
  await ctx.cleanup();
});

/** The homeowner's download and the lead card's, through an app on `db`; both must be the same bytes. */
async function downloads(db: Db, token: string, leadId: number): Promise<Buffer> {
  const app = fromSitePage(createApp({ db, logError: () => {}, rateLimits: { booking: 0 } }));
  const homeowner = await asBuffer(request(app).get(linkPath.contract(token)));
  expect(homeowner.status).toBe(200);
  const staff = await asBuffer((await signedInAgent(app)).get(leadProposalPath.contract(leadId)));
  expect(staff.status).toBe(200);
  expect((staff.body as Buffer).equals(homeowner.body as Buffer)).toBe(true);
  return homeowner.body as Buffer;
}

/** The stored column as SQLite holds it. */
const rawPdf = (db: Db) =>
  db.$client.prepare('SELECT contract_pdf AS pdf, typeof(contract_pdf) AS type FROM proposal_acceptances').get() as {
    pdf: string | Buffer;
    type: string;
  };

/** A signed proposal, and the PDF the homeowner was e-mailed. */
async function signedContract() {
  const sent = sendTestProposal(ctx.db, { name: 'Sky Sealed' });
  const accepted = await request(ctx.app)
    .post(linkPath.accept(sent.token))
    .send({ version: 1, option: 0, fullName: 'Sky Sealed', agreeTerms: true, agreeElectronic: true });
  expect(accepted.status).toBe(200);
  const copy = listOutbox(ctx.db).find((m) => m.leadId === sent.leadId && m.kind === 'proposal-signed-copy')!;
  const emailed = Buffer.from(listAttachments(ctx.db).find((a) => a.outboxId === copy.id)!.content, 'base64');
  expect(emailed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { ...sent, emailed };
}

describe('the stored contract PDF', () => {
  it('is sealed at rest: neither the column nor the database file holds a PDF; both downloads are the e-mailed bytes', async () => {
    const { token, leadId, emailed } = await signedContract();
    const raw = rawPdf(ctx.db);
    expect(raw.type).toBe('text');
    expect(raw.pdf).toMatch(/^sealed:1:[\w-]+$/);
    expect(raw.pdf).not.toContain('%PDF');
    const files = [ctx.dbPath, `${ctx.dbPath}-wal`].filter((f) => fs.existsSync(f));
    for (const file of files) expect(fs.readFileSync(file).includes('%PDF')).toBe(false);

    expect((await downloads(ctx.db, token, leadId)).equals(emailed)).toBe(true);
  });

  it('stored plain by an older version, it is sealed at start and still downloads the same bytes; a second start changes nothing', async () => {
    const { token, leadId, emailed } = await signedContract();
    ctx.db.$client.prepare('UPDATE proposal_acceptances SET contract_pdf = ?').run(emailed);
    expect(rawPdf(ctx.db)).toEqual({ pdf: emailed, type: 'blob' });

    const started = openDatabase(ctx.dbPath);
    reopened.push(started);
    const sealed = rawPdf(started);
    expect(sealed.type).toBe('text');
    expect(sealed.pdf).toMatch(/^sealed:1:/);
    expect((await downloads(started, token, leadId)).equals(emailed)).toBe(true);

    const again = openDatabase(ctx.dbPath);
    reopened.push(again);
    expect(rawPdf(again)).toEqual(sealed);
  });

  it('is sealed again under a newly added data key and still downloads the same bytes', async () => {
    const { token, leadId, emailed } = await signedContract();
    const underOne = rawPdf(ctx.db).pdf;
    const keyFile = defaultKeyFilePath(ctx.dbPath);
    const keys = JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { dataKeys: { version: number; key: string }[] };
    keys.dataKeys.push({ version: 2, key: crypto.randomBytes(32).toString('base64url') });
    fs.writeFileSync(keyFile, JSON.stringify(keys));

    const rotated = openDatabase(ctx.dbPath);
    reopened.push(rotated);
    expect(underOne).toMatch(/^sealed:1:/);
    expect(rawPdf(rotated).pdf).toMatch(/^sealed:2:/);
    expect((await downloads(rotated, token, leadId)).equals(emailed)).toBe(true);
  });

  it('with the key file lost, a download is the contract made again from the signature’s record, not an error', async () => {
    const { token, leadId } = await signedContract();
    fs.rmSync(defaultKeyFilePath(ctx.dbPath));

    const restored = openDatabase(ctx.dbPath);
    reopened.push(restored);
    expect(rawPdf(restored).pdf).toMatch(/^sealed:1:/);
    const remade = await downloads(restored, token, leadId);
    expect((await readPdf(remade)).map((p) => p.text).join(' ')).toContain('Sky Sealed');
  });
});
