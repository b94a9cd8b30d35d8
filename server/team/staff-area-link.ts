import type { Tx } from '../core/db/types';
import { prepareVerification, type VerificationSubject } from '../core/verification';

/** The query the staff area reads each link's token from (client/src/staff: the invitation and reset pages). */
const queryName = { invitation: 'invitation', 'password-reset': 'reset' } as const;

/**
 * The one-time link of an e-mail to a person of the team (an invitation, a password reset): a new
 * token that replaces their earlier link of that purpose and opens /admin?<purpose's query>=<token>.
 */
export function freshStaffAreaLink(
  tx: Tx,
  link: { purpose: keyof typeof queryName; subject: VerificationSubject; lifetimeMs: number },
  { siteUrl, now }: { siteUrl: string; now: Date },
): string {
  const { token } = prepareVerification(tx, {
    purpose: link.purpose,
    ...link.subject,
    expiresAt: new Date(now.getTime() + link.lifetimeMs),
    replace: true,
    now,
  });
  return `${siteUrl.replace(/\/$/, '')}/admin?${new URLSearchParams({ [queryName[link.purpose]]: token })}`;
}
