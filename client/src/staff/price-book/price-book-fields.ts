import type { FieldPath } from 'react-hook-form';
import { accessoryIds, accessoryName } from '../../../../shared/design/accessories';
import { finishIds, finishLabel, hardwareFinishIds, hardwareFinishLabel } from '../../../../shared/design/finishes';
import { perUnitKinds, type PriceBook } from '../../../../shared/design/price-book';
import { sectionKindLabels, sectionKinds } from '../../../../shared/design/section-kinds';

interface PriceField {
  name: FieldPath<PriceBook>;
  label: string;
  /** The input's step: whole dollars, or hundredths for multipliers and the spread. */
  step: number;
}

interface PriceFieldGroup {
  id: string;
  heading: string;
  hint: string;
  fields: PriceField[];
}

const dollars = (name: string, label: string): PriceField => ({ name: name as FieldPath<PriceBook>, label, step: 1 });
const factor = (name: string, label: string): PriceField => ({ name: name as FieldPath<PriceBook>, label, step: 0.01 });

/** The price book's form, a group per part of it, in the order an estimate adds them up. */
export const priceFieldGroups: PriceFieldGroup[] = [
  {
    id: 'sections',
    heading: 'Sections',
    hint: 'Whole dollars per linear foot of wall; overhead racks per rack.',
    fields: sectionKinds.map((kind) =>
      dollars(
        `sectionPrices.${kind}`,
        `${sectionKindLabels[kind]} ($ per ${perUnitKinds.includes(kind) ? 'unit' : 'linear foot'})`,
      ),
    ),
  },
  {
    id: 'finishes',
    heading: 'Finishes',
    hint: 'Multiplies the sections’ price: 1 is the standard price, 1.1 is 10% more.',
    fields: finishIds.map((id) => factor(`finishMultipliers.${id}`, `${finishLabel(id)} (multiplier)`)),
  },
  {
    id: 'hardware',
    heading: 'Hardware',
    hint: 'Multiplies the sections’ price, as the finish does.',
    fields: hardwareFinishIds.map((id) =>
      factor(`hardwareMultipliers.${id}`, `${hardwareFinishLabel(id)} hardware (multiplier)`),
    ),
  },
  {
    id: 'accessories',
    heading: 'Accessories',
    hint: 'Whole dollars each.',
    fields: accessoryIds.map((id) => dollars(`accessoryPrices.${id}`, `${accessoryName(id)} ($ each)`)),
  },
  {
    id: 'project',
    heading: 'Installation and range',
    hint: 'The least a project costs, and how far the range reaches either side of the estimate.',
    fields: [
      dollars('installationMinimum', 'Installation minimum ($)'),
      factor('spread', 'Range spread (0.15 = 15% either side)'),
    ],
  },
  {
    id: 'discounts',
    heading: 'Designer discounts',
    hint: 'The most a designer’s discount lines may take off an option’s price-book price; only the owner or office can send a larger discount.',
    fields: [{ name: 'maxDiscountPercent', label: 'Largest designer discount (% of the price-book price)', step: 1 }],
  },
];
