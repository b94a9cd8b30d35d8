import { eq } from 'drizzle-orm';
import { withdrawRefusals } from '../../shared/proposals/proposal';
import { leads } from '../leads';
import { proposals } from './schema';
import type { Db } from '../core/db/types';
import { cancelProposalFollowUps } from './follow-ups';
import { revokeProposalLinks } from './proposal-link';
import { findProposal, isSigned, latestVersion } from './staff-proposal';

type WithdrawOutcome =
  | { kind: 'withdrawn'; version: number }
  | { kind: 'already-withdrawn' }
  | { kind: 'not-found' }
  | { kind: 'refused'; reason: keyof typeof withdrawRefusals };

/**
 * Staff take a sent proposal back, in one transaction: its links end (they open nothing, like any
 * dead link), its reminders are cancelled and it shows as withdrawn. The draft stays, so it can be
 * edited and sent again as a new version with a new link. A signed proposal is a contract: only a
 * cancellation ends it.
 */
export function withdrawProposal(db: Db, leadId: number, now = new Date()): WithdrawOutcome {
  return db.transaction(
    (tx): WithdrawOutcome => {
      const lead = tx.select({ isSpam: leads.isSpam }).from(leads).where(eq(leads.id, leadId)).get();
      const proposal = findProposal(tx, leadId);
      if (!lead || lead.isSpam) return { kind: 'not-found' };
      if (proposal && isSigned(tx, proposal)) return { kind: 'refused', reason: 'signed' };
      if (proposal?.status === 'withdrawn') return { kind: 'already-withdrawn' };
      const sent = proposal && latestVersion(tx, proposal.id);
      if (!proposal || !sent) return { kind: 'refused', reason: 'notSent' };
      revokeProposalLinks(tx, proposal, now);
      cancelProposalFollowUps(tx, leadId);
      tx.update(proposals)
        .set({ status: 'withdrawn', updatedAt: now.toISOString() })
        .where(eq(proposals.id, proposal.id))
        .run();
      return { kind: 'withdrawn', version: sent.version };
    },
    { behavior: 'immediate' },
  );
}
