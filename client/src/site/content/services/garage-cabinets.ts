import { serviceLabel } from '../../../../../shared/services';
import { Warehouse } from 'lucide-react';
import { facts } from '../facts';
import type { Service } from './types';

export const garageCabinets: Service = {
  slug: 'garage-cabinets',
  name: serviceLabel('garage-cabinets'),
  icon: Warehouse,
  summary:
    'Cabinets, slatwall, overhead racks and workbenches that get tools, bikes and bins off the floor and the cars back inside.',
  overview:
    'Connecticut garages work hard: snow gear in winter, bikes and beach chairs in summer, tools all year. We combine closed cabinets, slatwall and overhead racks into one plan so everything has a place and the floor stays clear.',
  included: [
    'Closed cabinets with adjustable shelves',
    'Slatwall panels with hooks, baskets and bins',
    'Overhead racks for seasonal storage',
    'Workbenches with drawers and pegboard',
    `Installation in ${facts.install.garage}`,
    'Lifetime hardware warranty',
  ],
};
