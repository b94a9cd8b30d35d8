import { serviceLabel } from '../../../../../shared/services';
import { Briefcase } from 'lucide-react';
import type { Service } from './types';

export const homeOffice: Service = {
  slug: 'home-office',
  name: serviceLabel('home-office'),
  icon: Briefcase,
  summary:
    'Built-in desks, file drawers, shelving and hidden cable management for a home office that is a pleasure to work in.',
  overview:
    'Working from home every day calls for more than a kitchen table. We build desks sized to your monitors, file and printer storage within reach, and shelving that looks good on video calls, with the cables out of sight.',
  included: [
    'Built-in desk at the height that suits you',
    'File drawers and printer pull-outs',
    'Open and closed shelving for books and supplies',
    'Hidden cable management and grommets',
    'Overhead cabinets and task lighting',
    'Lifetime hardware warranty',
  ],
};
