import { serviceLabel } from '../../../../../shared/services';
import { Shirt } from 'lucide-react';
import { facts } from '../facts';
import type { Service } from './types';

export const customClosets: Service = {
  slug: 'custom-closets',
  name: serviceLabel('custom-closets'),
  icon: Shirt,
  summary:
    'Walk-in and reach-in closets planned around your wardrobe, with double hanging, drawers and shoe storage in the finish you choose.',
  overview:
    'Whether it is a primary walk-in or a hallway reach-in, we design every inch around what you own and how you get dressed. Adjustable shelving, soft-close drawers and smart hanging heights turn a cluttered closet into one you enjoy opening.',
  included: [
    'Free in-home consultation and 3D design',
    'Double and long hanging sections',
    'Soft-close drawers with optional jewelry inserts',
    'Adjustable shoe shelving',
    `Installation in ${facts.install.closet} by our own team`,
    'Lifetime hardware warranty',
  ],
};
