import { serviceLabel } from '../../../../../shared/services';
import { ShoppingBasket } from 'lucide-react';
import { facts } from '../facts';
import type { Service } from './types';

export const pantryStorage: Service = {
  slug: 'pantry-storage',
  name: serviceLabel('pantry-storage'),
  icon: ShoppingBasket,
  summary:
    'Pull-out drawers, adjustable shelves and clear zones for reach-in and walk-in pantries, so you see everything you have.',
  overview:
    'A well-planned pantry saves money and time: you stop buying what you already own and find dinner ingredients in seconds. We design zones for everyday items, bulk goods and small appliances, sized to the containers you actually use.',
  included: [
    'Pull-out drawers and baskets at reachable heights',
    'Adjustable shelving for cans, jars and cereal boxes',
    'Zones for snacks, baking, bulk and appliances',
    'Door racks and narrow spice pull-outs',
    `Installation in ${facts.install.pantry}`,
    'Lifetime hardware warranty',
  ],
};
