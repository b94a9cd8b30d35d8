import { business } from '../../../shared/business';

/** A rendered e-mail, ready for the outbox. */
export interface Email {
  subject: string;
  body: string;
}

/** Header-safe: a name typed with line breaks must not turn into extra mail headers. */
export const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export interface LeadMailSettings {
  /** False when SMTP_URL is unset: rows are still written, as 'skipped' with the reason. */
  deliver: boolean;
  notifyTo: string;
  sendConfirmation: boolean;
}

export const noLeadMail: LeadMailSettings = { deliver: false, notifyTo: business.email, sendConfirmation: false };
