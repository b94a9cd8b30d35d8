import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /**
   * A text/calendar attachment is sent as an invitation (nodemailer's icalEvent) that mail apps show
   * with Accept/Decline. Any other type but text is binary (a signed contract's PDF), kept as base64.
   */
  attachment?: { filename: string; contentType: string; content: string };
}

/** Nodemailer's message for one outgoing mail. */
export function nodemailerMessage({ attachment, ...mail }: OutgoingMail) {
  if (!attachment) return mail;
  const method = /method=([A-Z]+)/.exec(attachment.contentType)?.[1];
  if (attachment.contentType.startsWith('text/calendar') && method) {
    return { ...mail, icalEvent: { filename: attachment.filename, method, content: attachment.content } };
  }
  const binary = !attachment.contentType.startsWith('text/');
  return { ...mail, attachments: [binary ? { ...attachment, encoding: 'base64' } : attachment] };
}

/** Anything that can deliver one message; rejects when it could not. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Nodemailer over SMTP from a URL (smtp://user:pass@host:587, smtps://host:465). Short timeouts:
 * the outbox retries later, so a hung server must not hold the worker for minutes.
 */
export function smtpSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transport.sendMail(nodemailerMessage(mail));
    },
    close() {
      transport.close();
    },
  };
}
