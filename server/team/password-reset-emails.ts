import { business } from '../../shared/business';
import { passwordResetLifetimeMinutes } from '../../shared/team';
import { oneLine } from '../core/mail/email';
import type { OutboxMessage } from '../core/mail/outbox';

/** The e-mail that answers "Forgot password?": a one-time link to choose a new password. */
export function passwordResetEmail(reset: { name: string; email: string; link: string }): OutboxMessage {
  return {
    leadId: null,
    kind: 'password-reset',
    toAddress: reset.email,
    subject: `Choose a new password for the ${business.name} staff dashboard`,
    body: [
      `Hello ${oneLine(reset.name)},`,
      ``,
      `Someone asked for a new password for your ${business.name} staff dashboard account`,
      `(${reset.email}). Open this link to choose one:`,
      ``,
      reset.link,
      ``,
      `The link works once, for ${passwordResetLifetimeMinutes} minutes. If you did not ask for it, you can ignore`,
      `this e-mail: your password stays the same.`,
      ``,
      business.name,
    ].join('\n'),
  };
}
