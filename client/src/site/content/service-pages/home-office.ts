import { BookOpen, Cable, FileText, Monitor, Printer } from 'lucide-react';
import { facts } from '../facts';
import type { ServicePageContent } from '../services/types';

export const homeOfficePage: ServicePageContent = {
  eyebrow: 'Home Office Built-Ins',
  title: 'Home Office Built-Ins That Help You Focus',
  intro:
    'A built-in office turns a spare bedroom, a corner of the den or an unused closet into a workspace that is organized, comfortable and ready for the next video call.',
  highlights: ['Desks built to your measurements', 'Hidden cable management', 'Lifetime hardware warranty'],
  primaryCta: { label: 'Build My Office', href: '/contact' },
  secondaryCta: { label: 'Our Process', href: '/design-process' },
  blocks: [
    {
      kind: 'text',
      id: 'built-in-desk',
      title: 'A Built-In Desk Made for Your Work',
      icon: Monitor,
      paragraphs: [
        'We size the desk to your monitors, your chair and the way you work: a long surface for two screens, a corner desk that uses every inch, or a fold-away desk inside a closet for a guest room that doubles as an office.',
      ],
      points: [
        'Desk depth and height set to you',
        'Room for dual monitors and a laptop dock',
        'Keyboard trays and pull-out writing surfaces',
        'Desks for two when a household shares the room',
      ],
    },
    {
      kind: 'cards',
      id: 'office-storage',
      title: 'Storage That Keeps the Desk Clear',
      cards: [
        {
          title: 'File Drawers',
          description: 'Letter and legal files in full-extension drawers that glide shut with soft-close slides.',
          icon: FileText,
        },
        {
          title: 'Printer Pull-Out',
          description: 'A ventilated pull-out shelf keeps the printer out of sight until you need it.',
          icon: Printer,
        },
        {
          title: 'Shelving & Display',
          description: 'Open shelves for books and a few favorite things, closed cabinets for everything else.',
          icon: BookOpen,
        },
      ],
    },
    {
      kind: 'text',
      id: 'cable-management',
      title: 'Cable Management, Built In',
      icon: Cable,
      paragraphs: [
        'Nothing spoils a beautiful desk like a tangle of cords. We plan grommets, cable trays and power locations into the design, so chargers, monitors and routers connect out of sight.',
      ],
      points: [
        'Desk grommets and under-desk cable trays',
        'Power and USB outlets built into the work surface',
        'Ventilated cabinets for routers and hard drives',
      ],
    },
  ],
  faqs: [
    {
      question: 'Can you build an office into a small room or closet?',
      answer:
        'Yes. Many of our offices fit into a spare closet or a corner of a guest room. A closet office with doors can close at the end of the day so work stays out of sight.',
    },
    {
      question: 'How do you handle cables and power?',
      answer:
        'We plan cable grommets, trays and power outlets into the design and route cords through the cabinets, so nothing hangs below the desk.',
    },
    {
      question: 'How long does a home office project take?',
      answer: `You receive a 3D design and quote within ${facts.designTurnaround} of your consultation, and most projects take ${facts.projectTimeline} from consultation to installation.`,
    },
  ],
  closing: {
    title: 'Ready for an office that works as hard as you do?',
    text: 'Book a free consultation and see your new home office in 3D before anything is built.',
  },
};
