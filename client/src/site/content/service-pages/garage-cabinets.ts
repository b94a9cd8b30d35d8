import { ArrowUpDown, Car, LayoutPanelTop, MapPin, Warehouse } from 'lucide-react';
import { business } from '../../../../../shared/business';
import { facts } from '../facts';
import type { ServicePageContent } from '../services/types';

export const garageCabinetsPage: ServicePageContent = {
  eyebrow: 'Garage Storage Systems',
  title: 'Garage Cabinets & Storage Systems Built for Connecticut Garages',
  intro:
    'Get the tools, bikes and bins off the floor and the cars back inside. We plan cabinets, slatwall, overhead racks and workbenches together, then install them in one visit.',
  highlights: [`Installed in ${facts.install.garage}`, 'Free 3D plan', 'Lifetime hardware warranty'],
  primaryCta: { label: 'Plan My Garage', href: '/contact' },
  secondaryCta: { label: 'View Materials', href: '/materials-finishes' },
  blocks: [
    {
      kind: 'cards',
      id: 'garage-systems',
      title: 'Three Systems, One Plan',
      intro: 'Most garages need a mix. We size each part to what you store and how you park.',
      cards: [
        {
          title: 'Garage Cabinets',
          description:
            'Closed cabinets keep chemicals, tools and sports gear dust-free and out of sight, with locking doors where children are around.',
          icon: Warehouse,
        },
        {
          title: 'Slatwall Systems',
          description:
            'Wall panels with hooks, baskets and shelves that you can move as your needs change: rakes, ladders, helmets and hoses all off the floor.',
          icon: LayoutPanelTop,
        },
        {
          title: 'Overhead Racks',
          description: `Ceiling racks for seasonal bins and holiday decorations. They suit ceilings of ${facts.overheadRackCeiling}, and quality racks hold ${facts.overheadRackLoad}.`,
          icon: ArrowUpDown,
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'garage-features',
      title: 'Built to Handle a Garage',
      items: [
        'Moisture-resistant cabinet boxes raised off the slab',
        'Heavy-duty adjustable shelves for paint cans and power tools',
        'Lockable doors for chemicals and sharp tools',
        'Slatwall accessories you can rearrange in seconds',
        'Overhead storage that keeps the parking space clear',
        'Finishes that wipe clean after a muddy Connecticut spring',
      ],
    },
    {
      kind: 'text',
      id: 'garage-workbench',
      title: 'A Workbench Where You Need It',
      icon: Car,
      paragraphs: [
        'A sturdy work surface turns the garage into a place for weekend projects, potting plants or tuning the bikes. We build it into the cabinet run so it looks planned, not added.',
      ],
      points: [
        'Solid work surface at a height set to you',
        'Drawers for hand tools and hardware',
        'Pegboard or slatwall backsplash for the tools you reach for most',
        'Under-cabinet lighting and room for a power strip',
      ],
    },
    {
      kind: 'text',
      id: 'garage-local-service',
      title: 'Local Garage Storage Experts',
      icon: MapPin,
      paragraphs: [
        `Our own team has designed and installed garage storage across Fairfield and New Haven County since ${business.foundedYear}. We know how damp spring thaws, road salt and summer humidity treat a garage, and we choose materials and mounting that stand up to them.`,
        `There are no travel fees anywhere in either county, and most garage installations take ${facts.install.garage}.`,
      ],
    },
  ],
  faqs: [
    {
      question: 'How long does a garage installation take?',
      answer: `Most garage installations take ${facts.install.garage}, depending on the number of cabinets, slatwall panels and overhead racks.`,
    },
    {
      question: 'Is my garage ceiling high enough for overhead racks?',
      answer: `Overhead racks suit ceilings of ${facts.overheadRackCeiling}, and quality racks hold ${facts.overheadRackLoad}. We check your ceiling height, framing and garage door track during the free consultation.`,
    },
    {
      question: 'Will the cabinets hold up to cold and damp?',
      answer:
        'Yes. We use moisture-resistant materials, keep cabinet boxes off the concrete, and anchor everything into the framing, so your system handles Connecticut winters and humid summers.',
    },
  ],
  closing: {
    title: 'Ready to park inside again?',
    text: 'Book a free consultation. We measure the garage, take stock of what you store and design a plan in 3D.',
  },
};
