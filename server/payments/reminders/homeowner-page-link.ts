import { proposalPagePath } from '../../../shared/paths';
import type { Tx } from '../../core/db/types';
import { latestVerification, prepareVerification } from '../../core/verification';

/**
 * A fresh link to the homeowner's page for an e-mail written now: only the hash of a link is kept,
 * so the one they were sent cannot be copied. The new link opens the same proposal and ends with the
 * newest open one (a signed job's lasts until the job is closed); a new version sent, or the lead's
 * links revoked, ends it too. None when the homeowner has no open link.
 */
export function freshHomeownerLink(tx: Tx, leadId: number, { siteUrl, now }: { siteUrl: string; now: Date }) {
  const latest = latestVerification(tx, { purpose: 'proposal', leadId });
  if (!latest || latest.refId === null) return null;
  if (latest.expiresAt !== null && latest.expiresAt <= now.toISOString()) return null;
  const { token } = prepareVerification(tx, {
    purpose: 'proposal',
    leadId,
    refId: latest.refId,
    ...(latest.expiresAt === null ? {} : { expiresAt: new Date(latest.expiresAt) }),
    now,
  });
  return `${siteUrl}${proposalPagePath}/${token}`;
}
