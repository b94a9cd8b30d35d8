import { business } from '../../shared/business';
import { invitationLifetimeDays, staffRoleLabels, type StaffRole } from '../../shared/team';
import { oneLine } from '../core/mail/email';
import type { OutboxMessage } from '../core/mail/outbox';

/** The e-mail that brings a new person onto the team: a one-time link to choose a password. */
export function invitationEmail(invite: {
  name: string;
  email: string;
  role: StaffRole;
  invitedBy: string;
  link: string;
}): OutboxMessage {
  return {
    leadId: null,
    kind: 'staff-invitation',
    toAddress: invite.email,
    subject: `You are invited to the ${business.name} staff dashboard`,
    body: [
      `Hello ${oneLine(invite.name)},`,
      ``,
      `${oneLine(invite.invitedBy)} has invited you to the ${business.name} staff dashboard as`,
      `${staffRoleLabels[invite.role]}. Open this link to choose your password:`,
      ``,
      invite.link,
      ``,
      `The link works once, for ${invitationLifetimeDays} days. If you were not expecting this e-mail, you can`,
      `ignore it and nothing will change.`,
      ``,
      business.name,
    ].join('\n'),
  };
}
