import { DoorOpen, Layers, Lightbulb, Trash2 } from 'lucide-react';
import { facts } from '../facts';
import { fourStepProcess, oldShelvingRemoval } from '../process';
import type { ServicePageContent } from '../services/types';

export const customClosetsPage: ServicePageContent = {
  eyebrow: 'Walk-In & Reach-In Closets',
  title: 'Custom Closets Designed Around the Way You Dress',
  intro:
    'From a compact reach-in in a Norwalk cape to a primary walk-in in a Greenwich colonial, we plan every shelf, rod and drawer around your wardrobe, then build and install it with our own team.',
  highlights: [
    `Installed in ${facts.install.closet}`,
    `Free 3D design in ${facts.designTurnaround}`,
    'Lifetime hardware warranty',
  ],
  primaryCta: { label: 'Design My Closet', href: '/contact' },
  secondaryCta: { label: 'View Gallery', href: '/gallery' },
  blocks: [
    {
      kind: 'comparison',
      id: 'walk-in-vs-reach-in',
      eyebrow: 'Choosing a layout',
      title: 'Walk-In vs. Reach-In Closets',
      intro:
        'Both can hold far more than they do today. The right choice depends on the room you have and how much you need to store; we will show you both options in 3D if the space allows.',
      columns: [
        {
          title: 'Walk-In Closets',
          highlight: `Typically ${facts.price.walkInCloset}`,
          description:
            'A room of its own, planned as a complete dressing space. Ideal for primary suites and shared closets where two wardrobes need their own zones.',
          points: [
            'Separate his-and-hers or seasonal zones',
            'Islands with drawers and a folding top where space allows',
            'Full-height shoe walls and display shelving',
            'Room for a mirror, bench or valet rod',
          ],
        },
        {
          title: 'Reach-In Closets',
          highlight: `Typically ${facts.price.reachInCloset}`,
          description:
            'The standard bedroom and hallway closet, rebuilt so every inch from floor to ceiling works. Often doubles usable space without touching a wall.',
          points: [
            'Double hanging in place of one long rod',
            'Drawers tucked beside or below the hanging',
            'Upper shelves for off-season storage',
            'Corner units that use the hidden ends behind the door frame',
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'closet-features',
      title: 'Features Built Into Every Closet',
      intro: 'Each system is made to your measurements. These come standard; the rest is up to you.',
      items: [
        'Soft-close drawers and doors on every project',
        'Adjustable shelves on 32 mm system holes',
        'Double, long and medium hanging sections set to your heights',
        'Shoe shelving with optional fences or slanted display',
        'Thermally fused melamine or real wood veneer in dozens of finishes',
        'Crown, base and filler panels for a built-in look',
        'Optional LED strip lighting and motion sensors',
        'Lifetime warranty on all hardware',
      ],
    },
    {
      kind: 'cards',
      id: 'closet-upgrades',
      title: 'Finishing Touches Clients Love',
      cards: [
        {
          title: 'Integrated Lighting',
          description: 'Warm LED strips under shelves and in hanging sections switch on as the door opens.',
          icon: Lightbulb,
        },
        {
          title: 'Drawer Inserts',
          description: 'Velvet-lined jewelry trays, watch organizers and divided sock and tie drawers.',
          icon: Layers,
        },
        {
          title: 'Glass & Shaker Doors',
          description: 'Doors and glass fronts keep dust off handbags and knitwear while showing them off.',
          icon: DoorOpen,
        },
      ],
    },
    {
      kind: 'steps',
      id: 'closet-process',
      title: 'From First Visit to Finished Closet in Four Steps',
      steps: fourStepProcess,
    },
    {
      kind: 'callout',
      id: 'old-shelving-removal',
      title: oldShelvingRemoval.title,
      paragraphs: oldShelvingRemoval.paragraphs,
      icon: Trash2,
    },
  ],
  faqs: [
    {
      question: 'How much does a custom closet cost?',
      answer: `A reach-in closet typically costs ${facts.price.reachInCloset}. Walk-in closets typically run ${facts.price.walkInCloset}, depending on size, drawers, doors and finish. Your free 3D design comes with an itemized quote, so you see exactly what each choice adds.`,
    },
    {
      question: 'How long does installation take?',
      answer: `Most closets install in ${facts.install.closet}. From the first consultation to installation, most projects take ${facts.projectTimeline}, including your 3D design, which is ready within ${facts.designTurnaround}.`,
    },
    {
      question: 'Is the design consultation really free?',
      answer: `Yes. A designer visits your home, measures the space and prepares a 3D design and quote at no cost and with no obligation. There are no travel fees anywhere in Fairfield or New Haven County, and we schedule consultations within ${facts.consultationScheduling}.`,
    },
    {
      question: 'Can you work with a small or awkward closet?',
      answer:
        'Yes. Sloped ceilings, deep corners, chimneys and short walls are common in Connecticut homes. Because every system is cut to your measurements, we can use space that off-the-shelf kits leave empty.',
    },
    {
      question: 'What warranty do you offer?',
      answer:
        'All hardware, including drawer slides, hinges and rods, carries a lifetime warranty. Soft-close hardware is standard on every project, and our own team handles any adjustment you need later.',
    },
  ],
  closing: {
    title: 'Ready to see your closet in 3D?',
    text: 'Book a free in-home consultation. We measure, listen, and send you a 3D design and quote before you commit to anything.',
  },
};
