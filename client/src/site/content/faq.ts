import type { FaqItem } from './types';

/** The 12 questions of /faq; the accordion and the FAQPage JSON-LD both read this list. */
export const faqItems: FaqItem[] = [
  {
    question: 'How much does a custom closet cost?',
    answer:
      'A reach-in closet typically costs about $1,200–$2,000 and a walk-in closet $2,500–$8,000 or more. A walk-in pantry is usually about $3,000–$8,000 or more. The price depends on size, finish and accessories; your 3D design comes with a written quote, so you know the exact figure before you commit.',
  },
  {
    question: 'Is the design consultation really free?',
    answer:
      'Yes. The in-home consultation and your 3D design are free, with no obligation to buy. A designer measures the space, talks through what you need to store and shows you finish samples.',
  },
  {
    question: 'How soon can a designer come to my home?',
    answer:
      'We usually schedule consultations within 3–5 business days, and same-week appointments are often possible for urgent projects. In busy seasons in New Haven County, plan on booking 1–2 weeks ahead.',
  },
  {
    question: 'How long does a project take from start to finish?',
    answer:
      'Your 3D design and quote arrive within 3–5 business days of the consultation. Because every system is built to your measurements, most projects take 3–4 weeks from consultation to installation.',
  },
  {
    question: 'How long does installation take?',
    answer:
      'Most closets are installed in 1–2 days, a pantry in one day and a garage in 2–3 days. We protect your floors, clean up as we go and take our packaging with us.',
  },
  {
    question: 'What warranty do you offer?',
    answer:
      'All hardware, including drawer slides, hinges and rods, carries a lifetime warranty. Soft-close drawers and doors come standard on every project.',
  },
  {
    question: 'Who will install my closet?',
    answer:
      'Our own installers. One in-house team designs, builds and installs every project, so the people in your home work for us and know your design.',
  },
  {
    question: 'What materials and finishes can I choose from?',
    answer:
      'Our systems are built from thermally fused melamine or real wood veneers, in a wide range of colors and wood grains, with a choice of edge profiles, hardware and LED lighting. You see samples in person at your consultation.',
  },
  {
    question: 'Can you remove my old shelving?',
    answer:
      'Yes. Removing old wire or wood shelving is an optional service we can add to your project, so the space is ready for the new system on installation day.',
  },
  {
    question: 'Can you fit older homes with uneven walls and floors?',
    answer:
      'Yes. Many Connecticut homes have plaster walls, sloped ceilings and floors that are out of level. We measure every surface, scribe panels to fit and level each section so doors and drawers run true.',
  },
  {
    question: 'Which towns do you serve?',
    answer:
      'All 23 towns of Fairfield County and all 27 towns of New Haven County, Connecticut, with no travel fees anywhere in either county.',
  },
  {
    question: 'Do you offer financing?',
    answer:
      'Yes, through our financing partners. You apply for the amount on your written quote, and the lender explains the available terms before you accept. See our Financing page or ask your designer at the consultation.',
  },
];
