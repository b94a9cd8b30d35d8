import { dayRange, type DayKey } from '../../shared/business-time';

/** How long a homeowner's link outlives the job it belongs to: their contract, payments and install stay one click away. */
const linkDaysAfterClose = 90;
const day = 86_400_000;

/**
 * When a proposal's link stops working. Before signing: at the end of its valid-until day
 * (Connecticut). Once signed: never on its own (null) while the job is open; after the job ends
 * (the contract cancelled, or later the job closed), `linkDaysAfterClose` days after that instant.
 */
export function proposalLinkEnd(life: { validUntil: DayKey } | { closedAt: Date }): Date;
export function proposalLinkEnd(life: { signed: true }): null;
export function proposalLinkEnd(life: { validUntil: DayKey } | { signed: true } | { closedAt: Date }): Date | null {
  if ('validUntil' in life) return dayRange(life.validUntil).end;
  if ('closedAt' in life) return new Date(life.closedAt.getTime() + linkDaysAfterClose * day);
  return null;
}
