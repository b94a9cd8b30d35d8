import { business } from '../../shared/business';
import { formatDateTime } from '../../shared/business-time';
import { passkeysOf } from '../core/auth/passkeys/passkey-store';
import { findStaff } from '../core/auth/staff-accounts';
import type { Db } from '../core/db/types';
import { oneLine } from '../core/mail/email';
import { queueMail, type OutboxMessage } from '../core/mail/outbox';

/**
 * After a password reset (which ends every session of the person), the person is told which passkeys
 * still sign them in, with when each was added: a passkey planted by someone who had their session
 * does not go unnoticed. Sent whether or not they have any.
 */
function passwordResetNotice(
  person: { name: string; email: string },
  passkeys: { name: string; createdAt: string }[],
): OutboxMessage {
  const list =
    passkeys.length === 0
      ? ['You have no passkeys: only your password (and your authenticator app, if you use one) signs you in.']
      : [
          `These passkeys can still sign you in:`,
          ``,
          ...passkeys.map((p) => `- ${oneLine(p.name)}, added ${formatDateTime(p.createdAt)}`),
          ``,
          `If you do not recognise one, sign in and remove it under "Your account", then tell the owner.`,
        ];
  return {
    leadId: null,
    kind: 'password-reset-notice',
    toAddress: person.email,
    subject: `Your ${business.name} staff dashboard password was changed`,
    body: [
      `Hello ${oneLine(person.name)},`,
      ``,
      `The password of your ${business.name} staff dashboard account (${person.email}) was just reset with`,
      `a link sent to this address. Every browser that was signed in has been signed out.`,
      ``,
      ...list,
      ``,
      `If you did not reset your password, tell the owner at once.`,
      ``,
      business.name,
    ].join('\n'),
  };
}

/** Queues the notice for a person whose password was just reset. */
export function queuePasswordResetNotice(db: Db, staffId: number, now = new Date()): void {
  const person = findStaff(db, staffId);
  if (!person) return;
  queueMail(db, passwordResetNotice(person, passkeysOf(db, staffId)), { now });
}
