import { Baby, Blocks, GraduationCap, ShieldCheck, Smile, ToyBrick } from 'lucide-react';
import { facts } from '../facts';
import type { ServicePageContent } from '../services/types';

export const kidsClosetsPage: ServicePageContent = {
  eyebrow: "Kids' Closets & Playrooms",
  title: "Kids' Closets & Playroom Storage That Grow With Them",
  intro:
    'A closet that fits a toddler today and a teenager later. We design adjustable storage and playroom systems that make it easy for children to find, and put away, their own things.',
  highlights: [`Installed in ${facts.install.closet}`, 'Adjustable as they grow', 'Soft-close hardware standard'],
  primaryCta: { label: 'Plan Kids Storage', href: '/contact' },
  secondaryCta: { label: 'View Gallery', href: '/gallery' },
  blocks: [
    {
      kind: 'cards',
      id: 'grow-with-them',
      eyebrow: 'Grow-with-them storage',
      title: 'Storage That Grows With Your Child',
      intro: 'Every shelf and rod sits on adjustable system holes, so the closet changes without a remodel.',
      cards: [
        {
          title: 'Toddler Years',
          description:
            'Low rods and open bins at their height, so little ones can choose their clothes and help tidy up.',
          icon: Baby,
        },
        {
          title: 'School Years',
          description: 'Raise the rods, add drawers for uniforms and sports gear and a spot for tomorrow’s outfit.',
          icon: GraduationCap,
        },
        {
          title: 'Teen Years',
          description:
            'Double hanging, shoe shelves and a mirror: a closet that feels grown-up, without starting over.',
          icon: Smile,
        },
      ],
    },
    {
      kind: 'text',
      id: 'playroom',
      title: 'Playroom Storage That Makes Tidying Easy',
      icon: ToyBrick,
      paragraphs: [
        'Playrooms work best when every toy has a home children can see. We combine low cubbies, pull-out bins and wall cabinets, so building blocks, art supplies and board games are easy to reach and quick to put away.',
      ],
      points: [
        'Open cubbies with labeled bins at child height',
        'Closed upper cabinets for art supplies and grown-up items',
        'Window seats and benches with toy storage underneath',
        'Homework desks that grow with them',
      ],
    },
    {
      kind: 'cards',
      id: 'kids-safety',
      title: 'Made for Little Hands',
      cards: [
        {
          title: 'Safety First',
          description:
            'Every unit is anchored to the wall, and soft-close drawers and doors close gently on small fingers.',
          icon: ShieldCheck,
        },
        {
          title: 'Easy to Change',
          description: 'Shelves, rods and bins move on system holes in minutes as interests and sizes change.',
          icon: Blocks,
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How do the closets grow with my child?',
      answer:
        'Rods, shelves and drawers hang on adjustable system holes. As your child grows, we or you can raise the rods and swap bins for drawers without replacing the system.',
    },
    {
      question: 'Is the storage safe for young children?',
      answer:
        'Yes. Every unit is anchored to the wall, soft-close hardware is standard on drawers and doors, and we keep heavier storage low and stable.',
    },
    {
      question: 'Can you design a playroom as well as a closet?',
      answer:
        'Yes. We often design the closet and playroom together, with cubbies, bins, a reading nook or homework desk, all in matching finishes.',
    },
  ],
  closing: {
    title: 'Ready for a room they can keep tidy?',
    text: 'Book a free consultation and we will design a closet and playroom that grow with your family.',
  },
};
