import { serviceLabel } from '../../../../../shared/services';
import { WashingMachine } from 'lucide-react';
import { facts } from '../facts';
import type { Service } from './types';

export const laundryMudroom: Service = {
  slug: 'laundry-mudroom',
  name: serviceLabel('laundry-mudroom'),
  icon: WashingMachine,
  summary:
    'Mudroom lockers, benches and cubbies plus laundry cabinets and folding counters that stand up to Connecticut seasons.',
  overview:
    'The entry and the laundry room take the most wear in the house. We design lockers, benches, hooks and cubbies for boots and backpacks, and laundry rooms with folding counters, hanging space and hidden storage for detergents.',
  included: [
    'Mudroom lockers with hooks and upper cubbies',
    'Benches with boot storage underneath',
    'Laundry cabinets above and beside the machines',
    'Folding counters and hanging rods for air-drying',
    `Mudroom designs for spaces from ${facts.mudroomMinWidth}`,
    'Lifetime hardware warranty',
  ],
};
