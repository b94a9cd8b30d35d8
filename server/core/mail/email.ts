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
}

let settings: MailSettings = { notifyTo: business.email, sendConfirmation: false };

/** The mail settings, set once at start (server/index.ts) from the environment. */
export const mailSettings = (): MailSettings => settings;

export function setMailSettings(next: Partial<MailSettings>): void {
  settings = { ...settings, ...next };
}
