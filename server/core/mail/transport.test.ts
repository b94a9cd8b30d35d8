import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { nodemailerMessage } from './transport';

const mail = { from: 'office@example.com', to: 'pat@example.com', subject: 'Your signed contract', text: 'Attached.' };

describe('nodemailerMessage', () => {
  it('sends a binary attachment kept as base64 (a PDF) as those bytes, not as its base64 text', async () => {
    const pdf = Buffer.from('%PDF-1.7\n\u00e2\u00e3 binary \x00\x01\x02 %%EOF');
    const message = nodemailerMessage({
      ...mail,
      attachment: { filename: 'contract.pdf', contentType: 'application/pdf', content: pdf.toString('base64') },
    });
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const raw = (await transport.sendMail(message)).message.toString();
    const part = raw.split(/\n--/).find((p) => p.includes('application/pdf'))!;
    expect(part).toContain('Content-Transfer-Encoding: base64');
    const body = part.split('\n\n').slice(1).join('').replace(/\s+/g, '');
    expect(Buffer.from(body, 'base64')).toEqual(pdf);
  });

  it('sends a text attachment as it is', () => {
    const message = nodemailerMessage({
      ...mail,
      attachment: { filename: 'notes.txt', contentType: 'text/plain', content: 'Hello' },
    });
    expect(message).toMatchObject({ attachments: [{ filename: 'notes.txt', content: 'Hello' }] });
    expect(JSON.stringify(message)).not.toContain('base64');
  });
});
