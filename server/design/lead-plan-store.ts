import { inArray } from 'drizzle-orm';
import type { Design } from '../../shared/design/design';
import type { LeadPlan } from '../../shared/design/lead-plan';
import { planSummary } from '../../shared/design/plan-summary';
import type { LineItem } from '../../shared/design/pricing';
import { leadPlans } from './schema';
import type { Db, Tx } from '../core/db/types';
import type { PlanSnapshot } from './plan-snapshot';

/**
 * Stores a lead's plan inside the lead's own transaction. A lead keeps the first plan it was sent
 * with (the same request sent again within the duplicate window adds its plan only if it had none).
 */
export function saveLeadPlan(tx: Tx | Db, leadId: number, plan: PlanSnapshot, now: Date): void {
  const { design, query, estimate, priceBook } = plan;
  tx.insert(leadPlans)
    .values({
      leadId,
      design: JSON.stringify(design),
      query,
      estimateLow: estimate.range.low,
      estimateHigh: estimate.range.high,
      estimateTotal: estimate.total,
      lineItems: JSON.stringify(estimate.lineItems),
      priceBook: JSON.stringify(priceBook),
      createdAt: now.toISOString(),
    })
    .onConflictDoNothing()
    .run();
}

/** The stored plans of these leads, as staff see them, by lead id (leads without one are absent). */
export function leadPlansByLead(db: Db, leadIds: readonly number[]): Map<number, LeadPlan> {
  const byLead = new Map<number, LeadPlan>();
  // In slices, so a CSV export of every lead stays under SQLite's limit on bound values.
  const rows = [];
  for (let i = 0; i < leadIds.length; i += 500) {
    const slice = leadIds.slice(i, i + 500);
    rows.push(...db.select().from(leadPlans).where(inArray(leadPlans.leadId, slice)).all());
  }
  for (const row of rows) {
    const design = JSON.parse(row.design) as Design;
    const estimate = { low: row.estimateLow, high: row.estimateHigh, total: row.estimateTotal };
    byLead.set(row.leadId, {
      summary: planSummary(design, estimate),
      query: row.query,
      design,
      estimate,
      lineItems: JSON.parse(row.lineItems) as LineItem[],
      createdAt: row.createdAt,
    });
  }
  return byLead;
}
