import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Lead } from '../../shared/admin-schema';
import type { LeadPipeline, LeadStage, StageChange } from '../../shared/pipeline';
import { leadColumns } from './leads-admin';
import { consultations, leads, leadDeals, leadStageEvents } from './schema';
import { staff } from '../core/auth/schema';
import type { Db, Tx } from '../core/db/types';
import { formatDayKey } from '../../shared/business-time';
import { formatDollars } from '../../shared/money';
import { isAllowedAmount } from '../../shared/amount-rule';
import { hasSignedContract } from '../proposals/contract-facts';

/**
 * Sets a lead's stage and writes its history row, inside the caller's transaction; `staffId` is who
 * made the change (none for the homeowner's own request).
 */
export function recordStage(
  tx: Tx | Db,
  leadId: number,
  stage: LeadStage,
  detail: string | null,
  now: Date,
  staffId: number | null = null,
): void {
  tx.update(leads).set({ status: stage }).where(eq(leads.id, leadId)).run();
  tx.insert(leadStageEvents).values({ leadId, stage, detail, at: now.toISOString(), staffId }).run();
}

/** Every path to a stage's amount checks it first; this is the last guard, so no amount outside the rule is ever stored. */
function assertAllowedAmounts(change: StageChange): void {
  const amount = change.stage === 'quoted' ? change.quoteCents : change.stage === 'won' ? change.finalCents : null;
  if (amount !== null && !isAllowedAmount(amount)) {
    throw new RangeError(`A ${change.stage} amount of ${amount} cents is outside the amount rule`);
  }
}

function dealFields(change: StageChange) {
  switch (change.stage) {
    case 'quoted':
      return {
        set: { quoteCents: change.quoteCents, followUpOn: change.followUpOn },
        detail: `Quote ${formatDollars(change.quoteCents, { alwaysCents: true })}, follow up on ${formatDayKey(change.followUpOn)}`,
      };
    case 'won':
      return {
        set: { finalCents: change.finalCents },
        detail: `Final amount ${formatDollars(change.finalCents, { alwaysCents: true })}`,
      };
    case 'lost':
      return { set: { lostReason: change.reason }, detail: `Reason: ${change.reason}` };
    default:
      return { set: null, detail: null };
  }
}

/**
 * Moves a (non-spam) lead to a stage with its amounts inside the caller's transaction; `detail`
 * replaces the stage history's usual words (a sent proposal says its range). False when no such lead.
 */
export function changeStageIn(
  tx: Tx | Db,
  leadId: number,
  change: StageChange,
  { staffId = null, now = new Date(), detail }: { staffId?: number | null; now?: Date; detail?: string } = {},
): boolean {
  const found = tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.isSpam, false)))
    .get();
  if (!found) return false;
  assertAllowedAmounts(change);
  const fields = dealFields(change);
  if (fields.set) {
    tx.insert(leadDeals)
      .values({ leadId, ...fields.set })
      .onConflictDoUpdate({ target: leadDeals.leadId, set: fields.set })
      .run();
  }
  recordStage(tx, leadId, change.stage, detail ?? fields.detail, now, staffId);
  return true;
}

export type StageOutcome = { kind: 'changed'; lead: Lead } | { kind: 'not-found' } | { kind: 'locked' };

/**
 * Moves a (non-spam) lead to a stage with its amounts, by a person on the team; refused while the
 * lead has a signed, uncancelled contract (proposals/contract-lock.ts).
 */
export function changeStage(
  db: Db,
  leadId: number,
  change: StageChange,
  { staffId = null, now = new Date() }: { staffId?: number | null; now?: Date } = {},
): StageOutcome {
  return db.transaction(
    (tx): StageOutcome => {
      if (hasSignedContract(tx, leadId)) return { kind: 'locked' };
      if (!changeStageIn(tx, leadId, change, { staffId, now })) return { kind: 'not-found' };
      const lead = tx.select(leadColumns).from(leads).where(eq(leads.id, leadId)).get();
      return lead ? { kind: 'changed', lead } : { kind: 'not-found' };
    },
    { behavior: 'immediate' },
  );
}

const emptyPipeline = (): LeadPipeline => ({
  history: [],
  consultation: null,
  quoteCents: null,
  followUpOn: null,
  finalCents: null,
  lostReason: null,
});

/** The pipeline of each given lead, keyed by lead id (every id present). */
export function pipelinesFor(db: Db, leadIds: number[]): Record<number, LeadPipeline> {
  const out: Record<number, LeadPipeline> = {};
  for (const id of leadIds) out[id] = emptyPipeline();
  if (leadIds.length === 0) return out;
  const events = db
    .select({
      leadId: leadStageEvents.leadId,
      stage: leadStageEvents.stage,
      detail: leadStageEvents.detail,
      at: leadStageEvents.at,
      by: staff.name,
    })
    .from(leadStageEvents)
    .leftJoin(staff, eq(staff.id, leadStageEvents.staffId))
    .where(inArray(leadStageEvents.leadId, leadIds))
    .orderBy(asc(leadStageEvents.at), asc(leadStageEvents.id))
    .all();
  for (const { leadId, ...event } of events) out[leadId]?.history.push(event);
  for (const { leadId, ...deal } of db.select().from(leadDeals).where(inArray(leadDeals.leadId, leadIds)).all()) {
    Object.assign(out[leadId] ?? {}, deal);
  }
  for (const { leadId, ...c } of db.select().from(consultations).where(inArray(consultations.leadId, leadIds)).all()) {
    const p = out[leadId];
    if (p) p.consultation = c;
  }
  return out;
}
