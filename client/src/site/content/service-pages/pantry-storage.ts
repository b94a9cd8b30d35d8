import { CalendarCheck, Clock, Eye, Package, Soup, Utensils, Wheat } from 'lucide-react';
import { facts } from '../facts';
import type { ServicePageContent } from '../services/types';

export const pantryStoragePage: ServicePageContent = {
  eyebrow: 'Pantry Organization',
  title: 'Custom Pantry Storage That Keeps Everything in Sight',
  intro: `The average family loses ${facts.pantryTimeLost} searching the pantry, ${facts.pantryTimeLostYearly}. We turn deep, dark shelves into an organized pantry where every item has a home you can see and reach.`,
  highlights: [
    `Installed in ${facts.install.pantry}`,
    `Walk-in pantries ${facts.price.walkInPantry}`,
    'Soft-close drawers standard',
  ],
  primaryCta: { label: 'Plan My Pantry', href: '/contact' },
  secondaryCta: { label: 'View Gallery', href: '/gallery' },
  blocks: [
    {
      kind: 'cards',
      id: 'pantry-benefits',
      eyebrow: 'Why it pays off',
      title: 'The Benefits of a Custom Pantry',
      cards: [
        {
          title: 'Find It in Seconds',
          description: `Win back the ${facts.pantryTimeLost} most families spend hunting for ingredients, ${facts.pantryTimeLostYearly}.`,
          icon: Clock,
        },
        {
          title: 'Stop Buying Doubles',
          description:
            'When nothing hides behind the front row, you see what you have and shop only for what you need.',
          icon: Eye,
        },
        {
          title: 'Less Food Waste',
          description: 'Shallow shelves and pull-outs keep older items up front so they are used before they expire.',
          icon: Package,
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'pantry-features',
      title: 'Pantry Features',
      items: [
        'Full-extension pull-out drawers and wire baskets',
        'Adjustable shelves sized for cans, jars and cereal boxes',
        'Shallow upper shelves so nothing gets lost at the back',
        'Narrow pull-outs for spices, oils and sheet pans',
        'Counter space and outlets for small appliances in walk-ins',
        'Door-mounted racks for wraps, foils and snacks',
        'Soft-close hardware with a lifetime warranty',
      ],
    },
    {
      kind: 'cards',
      id: 'pantry-zones',
      title: 'Organized by Zones',
      intro: 'We group storage by how you cook and shop, so putting groceries away takes minutes.',
      cards: [
        {
          title: 'Everyday Zone',
          description: 'Breakfast, lunch-box and snack items at eye level, where kids and adults can reach them.',
          icon: Utensils,
        },
        {
          title: 'Baking Zone',
          description: 'Flour, sugar and baking tools together in labeled containers on pull-out shelves.',
          icon: Wheat,
        },
        {
          title: 'Bulk & Backstock',
          description: 'Lower drawers and high shelves for warehouse-club packs, paper goods and water.',
          icon: Package,
        },
        {
          title: 'Appliance Station',
          description: 'A counter for the stand mixer, air fryer and slow cooker, ready to use and easy to put away.',
          icon: Soup,
        },
      ],
    },
    {
      kind: 'text',
      id: 'pantry-installation',
      title: 'Installed in One Day',
      icon: CalendarCheck,
      paragraphs: [
        `Pantry systems install in ${facts.install.pantry}. Our installers arrive in the morning, protect your floors, fit and level everything, and leave a clean, ready-to-fill pantry by the end of the day.`,
        `A reach-in pantry is one of our quickest projects. Walk-in pantries typically cost ${facts.price.walkInPantry}, depending on drawers, counters and finish.`,
      ],
    },
  ],
  faqs: [
    {
      question: 'How long does a pantry installation take?',
      answer: `Pantry installations take ${facts.install.pantry}. You can load your groceries back in the same evening.`,
    },
    {
      question: 'How much does a custom pantry cost?',
      answer: `Walk-in pantries typically cost ${facts.price.walkInPantry}, depending on size, drawers and finish. Reach-in pantries start ${facts.price.reachInPantry}. Your free 3D design comes with an itemized quote.`,
    },
    {
      question: 'Can you fit a pantry into a small closet?',
      answer:
        'Yes. Many of our pantries start as a shallow hall or coat closet. Pull-outs and shallow shelving make even a narrow space hold far more than fixed wire shelves.',
    },
  ],
  closing: {
    title: 'Ready for a pantry that works?',
    text: 'Book a free in-home consultation and see your new pantry in 3D before anything is built.',
  },
};
