import { business } from '../../../shared/business';

/** A rendered e-mail, ready for the outbox. */
export interface Email {
  subject: string;
  body: string;
}

/** Header-safe: a name typed with line breaks must not turn into extra mail headers. */
export const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export interface MailSettings {
  /** Who is notified of each new lead and review, and receives the daily digest (LEAD_NOTIFY_TO). */
  notifyTo: string;
  /** SEND_CONFIRMATION: also e-mail the homeowner a short confirmation of their request. */
  sendConfirmation: boolean;
  /** SMTP_URL is set, so the outbox worker sends mail: the dashboard warns while it does not. */
  configured: boolean;
}

/**
 * Without LEAD_NOTIFY_TO, SEND_CONFIRMATION and SMTP_URL. The settings are read once at start (server/index.ts)
 * and passed to createApp and the digest, which hand them to what sends mail.
 */
export const defaultMailSettings: MailSettings = {
  notifyTo: business.email,
  sendConfirmation: false,
  configured: false,
};
