import { Armchair, Backpack, Footprints, Shirt, Snowflake } from 'lucide-react';
import { facts } from '../facts';
import type { ServicePageContent } from '../services/types';

export const laundryMudroomPage: ServicePageContent = {
  eyebrow: 'Laundry Rooms & Mudrooms',
  title: 'Laundry Room & Mudroom Storage That Handles Real Life',
  intro:
    'Snowy boots, muddy cleats, backpacks and the endless laundry pile: we design the hardest-working rooms in your home so they stay calm through every Connecticut season.',
  highlights: [`Mudrooms from ${facts.mudroomMinWidth}`, 'Free 3D design', 'Lifetime hardware warranty'],
  primaryCta: { label: 'Design My Mudroom', href: '/contact' },
  secondaryCta: { label: 'View Gallery', href: '/gallery' },
  blocks: [
    {
      kind: 'text',
      id: 'mudroom',
      eyebrow: 'Mudrooms',
      title: 'A Mudroom for Every Season',
      icon: Snowflake,
      paragraphs: [
        `A mudroom does not need a room of its own. We design drop zones for spaces from ${facts.mudroomMinWidth}, in a back hall, beside the garage door or along one wall of the laundry room.`,
        'Each family member gets a locker, so coats, bags and sports gear land in the same place every day and the rest of the house stays clear.',
      ],
      points: [
        'Open lockers with double hooks for coats and bags',
        'A bench with cubbies or drawers for boots and shoes',
        'Upper cabinets for hats, gloves and off-season gear',
        'Wipe-clean finishes and boot trays for wet days',
      ],
    },
    {
      kind: 'cards',
      id: 'mudroom-essentials',
      title: 'Mudroom Essentials',
      cards: [
        {
          title: 'Lockers & Hooks',
          description: 'One locker per person, with a name plate if you like, so everyone knows where things go.',
          icon: Backpack,
        },
        {
          title: 'Benches',
          description: 'A sturdy seat to pull boots on and off, with baskets or drawers underneath.',
          icon: Armchair,
        },
        {
          title: 'Boot Storage',
          description: 'Open cubbies and trays that let wet boots dry without ruining the floor.',
          icon: Footprints,
        },
      ],
    },
    {
      kind: 'text',
      id: 'laundry-room',
      eyebrow: 'Laundry rooms',
      title: 'A Laundry Room That Makes Laundry Easier',
      icon: Shirt,
      paragraphs: [
        'We fit cabinets above and beside the machines, a folding counter at a comfortable height and a place to hang shirts straight from the dryer, so laundry is sorted, folded and away in one trip.',
      ],
      points: [
        'Folding counter over front-load machines',
        'Hanging rod for air-dry and fresh-from-the-dryer clothes',
        'Pull-out hampers for sorting lights and darks',
        'Closed cabinets for detergents, out of children’s reach',
      ],
    },
    {
      kind: 'checklist',
      id: 'laundry-features',
      title: 'Details That Make the Difference',
      items: [
        'Moisture-resistant materials near washers and sinks',
        'Soft-close doors and drawers, standard',
        'Pull-out ironing board and drying racks',
        'Task lighting over the folding counter',
      ],
    },
  ],
  faqs: [
    {
      question: 'How small can a mudroom be?',
      answer: `We design mudroom spaces from ${facts.mudroomMinWidth} upward. Even a short wall by the back door can hold a bench, hooks and a cubby for each person.`,
    },
    {
      question: 'Can you combine the laundry room and mudroom?',
      answer:
        'Yes, and it is one of the most popular layouts in Connecticut homes. We plan lockers and a bench at the entry end and laundry cabinets and a folding counter by the machines.',
    },
    {
      question: 'Will the materials hold up to wet boots and humidity?',
      answer:
        'Yes. We use moisture-resistant panels, wipe-clean finishes and boot trays, and keep cabinet boxes off the floor where water collects.',
    },
  ],
  closing: {
    title: 'Ready for calmer mornings?',
    text: 'Book a free consultation and we will design a mudroom and laundry room around your family’s routine.',
  },
};
