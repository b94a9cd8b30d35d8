import { and, desc, eq } from 'drizzle-orm';
import { addDays, dayOf } from '../../shared/business-time';
import { defaultSchedule } from '../../shared/contracts/contract-schedule';
import type { AccessoryId } from '../../shared/design/accessories';
import type { Design } from '../../shared/design/design';
import { wallsOfWidths } from '../../shared/design/design-rules';
import type { FinishId, HardwareFinishId } from '../../shared/design/finishes';
import { standardFinish, standardHardware } from '../../shared/design/finishes';
import { startingLayout } from '../../shared/design/layout';
import { spaceTypes, type SpaceType } from '../../shared/design/space-types';
import { defaultOptionNames, defaultValidDays, type ProposalDraft } from '../../shared/proposals/proposal';
import { consultations, leads } from '../leads';
import type { Db } from '../core/db/types';
import { currentPriceBook, leadPlansByLead } from '../design';

/** Typical measurements for a space nobody has measured yet: widths in inches, from the back wall round. */
const typicalWalls: Record<SpaceType, number[]> = {
  'Walk-In Closet': [120, 96, 96],
  'Reach-In Closet': [72],
  'Kids Closet': [72],
  Pantry: [72, 48],
  Garage: [192],
  'Laundry Room': [96],
  Mudroom: [96],
  'Home Office': [120],
};
const typicalCeilingIn = 96;

/** The "Better" option's step up: a woodgrain with brushed nickel. */
const better: { finish: FinishId; hardware: HardwareFinishId } = {
  finish: 'oak-woodgrain',
  hardware: 'brushed-nickel',
};
/** The "Best" option's premium finish and hardware, with accessories that suit the space. */
const best: { finish: FinishId; hardware: HardwareFinishId } = { finish: 'walnut-veneer', hardware: 'matte-black' };
const bestAccessories: Record<SpaceType, AccessoryId[]> = {
  'Walk-In Closet': ['valet-rod', 'jewelry-trays', 'led-shelf-lighting'],
  'Reach-In Closet': ['valet-rod', 'tie-belt-racks', 'led-shelf-lighting'],
  'Kids Closet': ['shoe-cubbies', 'tilt-out-hamper', 'led-shelf-lighting'],
  Pantry: ['led-shelf-lighting', 'motion-sensors'],
  Garage: ['boot-storage', 'motion-sensors'],
  'Laundry Room': ['fold-down-ironing-board', 'pull-out-drying-rack', 'tilt-out-hamper'],
  Mudroom: ['boot-storage', 'shoe-cubbies', 'motion-sensors'],
  'Home Office': ['locking-drawer', 'led-shelf-lighting'],
};

/** The space a lead asked about: its first room that is a space type (a walk-in when none is). */
function spaceTypeOf(rooms: readonly string[]): SpaceType {
  return rooms.find((room): room is SpaceType => spaceTypes.includes(room as SpaceType)) ?? 'Walk-In Closet';
}

function typicalDesign(spaceType: SpaceType): Design {
  return startingLayout({
    spaceType,
    ceilingIn: typicalCeilingIn,
    walls: wallsOfWidths(typicalWalls[spaceType]),
  });
}

/** Good, Better and Best on the same walls: the layout in the standard finish, then two steps up. */
function goodBetterBest(base: Design): ProposalDraft['options'] {
  const accessories = [...new Set([...base.accessories, ...bestAccessories[base.spaceType]])];
  const designs: Design[] = [
    { ...base, finish: standardFinish, hardware: standardHardware },
    { ...base, ...better },
    { ...base, ...best, accessories },
  ];
  return designs.map((design, i) => ({ name: defaultOptionNames[i]!, design, extraLines: [] }));
}

/** The street of the lead's latest in-home visit; empty when the visits were virtual or none was booked. */
function inHomeVisitAddress(db: Db, leadId: number): string {
  const visit = db
    .select({ address: consultations.address })
    .from(consultations)
    .where(and(eq(consultations.leadId, leadId), eq(consultations.mode, 'in_home')))
    .orderBy(desc(consultations.startsAt))
    .get();
  return visit?.address.trim() ?? '';
}

/**
 * The proposal a lead starts from, not stored: three options on the homeowner's plan when they sent
 * one, else on typical walls for the space they asked about; at the in-home visit's address; valid for 30 days from today, the
 * price book's payment schedule and the default dates (Connecticut days). Undefined for a lead that does not exist.
 */
export function freshDraft(db: Db, leadId: number, now = new Date()): ProposalDraft | undefined {
  const lead = db.select({ rooms: leads.rooms }).from(leads).where(eq(leads.id, leadId)).get();
  if (!lead) return undefined;
  const plan = leadPlansByLead(db, [leadId]).get(leadId);
  const today = dayOf(now);
  const { startDay, completionDay } = defaultSchedule(today);
  const { depositPercent, progressPercent } = currentPriceBook(db);
  return {
    options: goodBetterBest(plan?.design ?? typicalDesign(spaceTypeOf(lead.rooms))),
    workAddress: inHomeVisitAddress(db, leadId),
    noteToHomeowner: '',
    validUntil: addDays(today, defaultValidDays),
    depositPercent,
    progressPercent,
    startOn: startDay,
    completeOn: completionDay,
  };
}
