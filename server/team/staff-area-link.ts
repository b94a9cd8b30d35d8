import type { Tx } from '../core/db/types';
import { prepareVerification, type VerificationSubject } from '../core/verification';

/**
 * The one-time link of an e-mail to a person of the team (an invitation, a password reset): a new
 * token that replaces their earlier link of that purpose and opens /admin?<purpose's query>=<token>.
 */
export function freshStaffAreaLink(
  tx: Tx,
  link: { purpose: 'invitation' | 'password-reset'; subject: VerificationSubject; lifetimeMs: number },
  { siteUrl, now }: { siteUrl: string; now: Date },
): string {
  const { token } = prepareVerification(tx, {
    purpose: link.purpose,
    ...link.subject,
    expiresAt: new Date(now.getTime() + link.lifetimeMs),
    replace: true,
    now,
  });
  const query = link.purpose === 'invitation' ? { invitation: token } : { reset: token };
  return `${siteUrl.replace(/\/$/, '')}/admin?${new URLSearchParams(query)}`;
}
