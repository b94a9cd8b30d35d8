import { and, asc, eq } from 'drizzle-orm';
import type { ProposalOptionDraft } from '../../shared/proposals/proposal';
import type { Db, Tx } from '../core/db/types';
import { contractNumber, proposalOfLead, type OpenedProposal } from '../proposals';
import { changeOrders } from './schema';

export type ChangeOrderRow = typeof changeOrders.$inferSelect;

/** What the next change order changes: the job as signed so far. */
export interface JobBase {
  opened: OpenedProposal;
  contractNumber: string;
  /** The contract's option with every signed change order. */
  option: ProposalOptionDraft;
  /** The contract's total and every signed change order's difference. */
  totalCents: number;
  startOn: string;
  completeOn: string;
}

export const changeOrdersOfLead = (db: Db | Tx, leadId: number): ChangeOrderRow[] =>
  db.select().from(changeOrders).where(eq(changeOrders.leadId, leadId)).orderBy(asc(changeOrders.number)).all();

/** The draft or sent change order of a job, if any (there is at most one). */
export const openChangeOrder = (rows: ChangeOrderRow[]) =>
  rows.find((row) => row.status === 'draft' || row.status === 'sent');

const optionOfDraft = ({ name, design, extraLines }: ProposalOptionDraft): ProposalOptionDraft => ({
  name,
  design,
  extraLines,
});

/**
 * A signed, uncancelled job as its change orders stand: the signed option changed by each signed
 * change order in turn, the total and the dates. Undefined before a signature or after a cancellation.
 */
export function jobBase(db: Db | Tx, leadId: number, rows = changeOrdersOfLead(db, leadId)): JobBase | undefined {
  const opened = proposalOfLead(db, leadId);
  const acceptance = opened?.acceptance;
  if (!opened || !acceptance || acceptance.cancelledAt !== null) return undefined;
  const signedVersion = opened.latest;
  let option = optionOfDraft(JSON.parse(acceptance.option) as ProposalOptionDraft);
  let totalCents = acceptance.total * 100;
  let { startOn, completeOn } = opened.document;
  for (const row of rows.filter((r) => r.status === 'signed')) {
    option = JSON.parse(row.draft) as ProposalOptionDraft;
    totalCents = row.newTotalCents ?? totalCents;
    startOn = row.startOn ?? startOn;
    completeOn = row.completeOn ?? completeOn;
  }
  return {
    opened,
    contractNumber: contractNumber(leadId, signedVersion.sentAt),
    option,
    totalCents,
    startOn,
    completeOn,
  };
}

/** The row of a job's change order by its number. */
export const changeOrderByNumber = (db: Db | Tx, leadId: number, number: number) =>
  db
    .select()
    .from(changeOrders)
    .where(and(eq(changeOrders.leadId, leadId), eq(changeOrders.number, number)))
    .get();

/** A signed job's option as its signed change orders left it: what the crew builds. */
export const optionAsChanged = (db: Db | Tx, leadId: number) => jobBase(db, leadId)?.option;
