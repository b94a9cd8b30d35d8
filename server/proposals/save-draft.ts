import { and, eq } from 'drizzle-orm';
import type { ProposalDraft } from '../../shared/proposals/proposal';
import { leads } from '../leads';
import { proposals } from './schema';
import type { Db } from '../core/db/types';
import { currentPriceBook } from '../design';
import { totalProblem } from './option-checks';
import { pricedOption } from './price-options';
import { findProposal, isSigned } from './staff-proposal';

type SaveOutcome =
  { kind: 'saved' } | { kind: 'not-found' } | { kind: 'signed' } | { kind: 'bad-total'; message: string };

/**
 * Saves a lead's draft as the designer works (the row is made on the first save); a signed proposal
 * stays as it is, and a draft with an option totalling outside the amount rule is not saved.
 */
export function saveDraft(
  db: Db,
  leadId: number,
  draft: ProposalDraft,
  staffId: number,
  now = new Date(),
): SaveOutcome {
  const book = currentPriceBook(db);
  const problem = totalProblem(draft.options.map((option) => pricedOption(option, book)));
  if (problem) return { kind: 'bad-total', message: problem };
  return db.transaction(
    (tx): SaveOutcome => {
      const lead = tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.id, leadId), eq(leads.isSpam, false)))
        .get();
      if (!lead) return { kind: 'not-found' };
      const existing = findProposal(tx, leadId);
      if (existing && isSigned(tx, existing)) return { kind: 'signed' };
      const values = { draft: JSON.stringify(draft), updatedAt: now.toISOString() };
      if (existing) tx.update(proposals).set(values).where(eq(proposals.id, existing.id)).run();
      else
        tx.insert(proposals)
          .values({ leadId, createdBy: staffId, createdAt: now.toISOString(), ...values })
          .run();
      return { kind: 'saved' };
    },
    { behavior: 'immediate' },
  );
}
