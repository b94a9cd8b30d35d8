import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { queueMail, unreadableReason } from './outbox';
import { createOutboxWorker } from './outbox-worker';
import type { OutgoingMail } from './transport';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(() => {
  ctx = createTestApp({ seed: false });
});
afterEach(() => ctx.cleanup());

const message = (subject: string) => ({
  leadId: null,
  kind: 'pipeline-digest' as const,
  toAddress: 'office@example.com',
  subject,
  body: `${subject}: https://www.example.com/book/a-link-token\n`,
});

describe('the sealed outbox', () => {
  it('stores bodies sealed, and the worker sends them opened', async () => {
    queueMail(ctx.db, message('One'));
    const raw = ctx.db.$client.prepare('SELECT body FROM mail_outbox').get() as { body: string };
    expect(raw.body).toMatch(/^sealed:1:[\w-]+$/);
    expect(raw.body).not.toContain('a-link-token');
    const sent: OutgoingMail[] = [];
    const sender = { send: async (mail: OutgoingMail) => void sent.push(mail), close: () => {} };
    await createOutboxWorker({ db: ctx.db, sender, from: 'site@example.com' }).runOnce();
    expect(sent.map((m) => m.text)).toEqual(['One: https://www.example.com/book/a-link-token\n']);
  });

  it('gives up an e-mail the keys cannot open, and still sends the ones after it', async () => {
    queueMail(ctx.db, message('Lost'));
    queueMail(ctx.db, message('Kept'));
    // Sealed under a key version the key file does not hold (a lost or replaced key file).
    ctx.db.$client.prepare("UPDATE mail_outbox SET body = 'sealed:9:AAAA' WHERE subject = 'Lost'").run();
    const sent: OutgoingMail[] = [];
    const sender = { send: async (mail: OutgoingMail) => void sent.push(mail), close: () => {} };
    await createOutboxWorker({ db: ctx.db, sender, from: 'site@example.com' }).runOnce();
    expect(sent.map((m) => m.subject)).toEqual(['Kept']);
    const lost = ctx.db.$client.prepare("SELECT status, last_error FROM mail_outbox WHERE subject = 'Lost'").get();
    expect(lost).toEqual({ status: 'failed', last_error: unreadableReason });
    const kept = ctx.db.$client.prepare("SELECT status FROM mail_outbox WHERE subject = 'Kept'").get();
    expect(kept).toEqual({ status: 'sent' });
  });
});
