import { Footprints, Gem, Layers, Lightbulb, Shirt, ShoppingBasket } from 'lucide-react';
import type { AccessoryCategory, CtaLink } from './types';

export const accessoriesIntro =
  'The right accessories turn good storage into a closet you love using. Add them to any design; your designer will suggest the ones that suit what you own.';

export const accessoriesCtas: { primary: CtaLink; secondary: CtaLink } = {
  primary: { label: 'Add Accessories to My Design', href: '/contact' },
  secondary: { label: 'See Our Design Process', href: '/design-process' },
};

/** Spec: exactly these six categories, four named items each. */
export const accessoryCategories: AccessoryCategory[] = [
  {
    name: 'Hanging & Display',
    icon: Shirt,
    items: [
      {
        name: 'Valet Rod',
        description: 'A pull-out rod to stage tomorrow’s outfit or hang dry cleaning as you unpack it.',
      },
      {
        name: 'Pull-Down Closet Rod',
        description: 'Brings high hanging within easy reach with a gentle pull of the handle.',
      },
      {
        name: 'Tie & Belt Racks',
        description: 'Slide-out racks that keep ties and belts untangled and visible at a glance.',
      },
      {
        name: 'Scarf Organizer',
        description: 'A sliding rack with separate loops so scarves stay smooth and easy to choose.',
      },
    ],
  },
  {
    name: 'Shoe Organization',
    icon: Footprints,
    items: [
      {
        name: 'Slanted Shoe Shelves',
        description: 'Angled shelves with a front rail that display every pair like a boutique.',
      },
      { name: 'Shoe Cubbies', description: 'Individual cubbies that keep pairs together and off the closet floor.' },
      {
        name: 'Pull-Out Shoe Racks',
        description: 'Full-extension racks that bring shoes out of deep corners into view.',
      },
      {
        name: 'Boot Storage',
        description: 'Taller compartments that keep riding and winter boots upright and in shape.',
      },
    ],
  },
  {
    name: 'Drawers & Inserts',
    icon: Gem,
    items: [
      { name: 'Jewelry Trays', description: 'Velvet-lined trays with compartments for rings, earrings and necklaces.' },
      {
        name: 'Watch Organizer',
        description: 'Cushioned rolls that hold watches securely, face up and easy to choose.',
      },
      {
        name: 'Sock & Underwear Dividers',
        description: 'Adjustable grids that give every pair and piece a place of its own.',
      },
      { name: 'Locking Drawer', description: 'A keyed drawer for passports, documents and valuables.' },
    ],
  },
  {
    name: 'Hampers & Laundry',
    icon: ShoppingBasket,
    items: [
      {
        name: 'Tilt-Out Hamper',
        description: 'A hamper behind a cabinet door that tilts out to load and hides laundry away.',
      },
      {
        name: 'Double Pull-Out Hamper',
        description: 'Two removable bins on soft-close slides for sorting lights and darks.',
      },
      {
        name: 'Fold-Down Ironing Board',
        description: 'Folds out of a drawer or cabinet for quick touch-ups and tucks away after.',
      },
      { name: 'Pull-Out Drying Rack', description: 'Extends to air-dry delicates and slides back out of sight.' },
    ],
  },
  {
    name: 'Specialty Storage',
    icon: Layers,
    items: [
      {
        name: 'Pull-Out Mirror',
        description: 'A full-length mirror that slides out from a cabinet side and disappears when not needed.',
      },
      { name: 'Handbag Shelves', description: 'Dividers that keep handbags upright, in shape and on display.' },
      { name: 'Pant Rack', description: 'A slide-out rack that hangs trousers flat so they stay crease-free.' },
      { name: 'Luggage Shelf', description: 'A reinforced upper shelf sized for suitcases and travel bags.' },
    ],
  },
  {
    name: 'Lighting',
    icon: Lightbulb,
    items: [
      { name: 'LED Shelf Lighting', description: 'Warm strips set into shelves that light what sits below them.' },
      {
        name: 'Hanging Rod Lights',
        description: 'Lights built into the rod so you see true colors while you choose.',
      },
      { name: 'Motion Sensors', description: 'Lights switch on as you walk in and off once you leave.' },
      {
        name: 'Lit Display Cases',
        description: 'Glass-front cabinets with lighting for handbags, shoes or collections.',
      },
    ],
  },
];
