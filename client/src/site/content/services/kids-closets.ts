import { serviceLabel } from '../../../../../shared/services';
import { Smile } from 'lucide-react';
import { facts } from '../facts';
import type { Service } from './types';

export const kidsClosets: Service = {
  slug: 'kids-closets',
  name: serviceLabel('kids-closets'),
  icon: Smile,
  summary:
    'Adjustable closets and playroom storage that grow with your children, from toddler reach to teenage wardrobe.',
  overview:
    'Children change fast, and their storage should keep up. We build closets with rods and shelves that move up as they grow, plus playroom storage with bins and cubbies that make tidying up something they can do on their own.',
  included: [
    'Low rods and shelves that move up as children grow',
    'Drawers for clothes, with soft-close so fingers stay safe',
    'Cubbies and bins for toys and books',
    'Playroom and homework storage',
    `Installation in ${facts.install.closet}`,
    'Lifetime hardware warranty',
  ],
};
