import { accessoryName } from '../../../../shared/design/accessories';
import type { Design } from '../../../../shared/design/design';
import { finishLabel, hardwareFinishLabel } from '../../../../shared/design/finishes';
import { sectionKindLabels, sectionKinds, type SectionKind } from '../../../../shared/design/section-kinds';
import type { PricedOption } from '../../../../shared/proposals/proposal';

const kindCounts = (design: Design) => {
  const counts = new Map<SectionKind, number>();
  for (const wall of design.walls) for (const { kind } of wall.sections) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
};

/**
 * What an option adds over the one before it, in the homeowner's words: sections it has more of,
 * its finish and hardware when they differ, accessories and the designer's lines it has that the
 * other lacks. Empty when it adds nothing (a different layout of the same parts).
 */
export function addedOver(option: PricedOption, before: PricedOption): string[] {
  const { design } = option;
  const mine = kindCounts(design);
  const theirs = kindCounts(before.design);
  const lines = new Set(before.extraLines.map((line) => line.label));
  return [
    ...sectionKinds.filter((kind) => (mine.get(kind) ?? 0) > (theirs.get(kind) ?? 0)).map((k) => sectionKindLabels[k]),
    ...(design.finish !== before.design.finish ? [`${finishLabel(design.finish)} finish`] : []),
    ...(design.hardware !== before.design.hardware ? [`${hardwareFinishLabel(design.hardware)} hardware`] : []),
    ...design.accessories.filter((id) => !before.design.accessories.includes(id)).map(accessoryName),
    ...option.extraLines.filter((line) => line.amount > 0 && !lines.has(line.label)).map((line) => line.label),
  ];
}
