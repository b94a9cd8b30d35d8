import { Eye, Layers, Lightbulb, Palette, Ruler, Settings, Sparkles, Trees } from 'lucide-react';
import type { PageBlock } from './page-blocks';
import type { CtaLink } from './types';

export const materialsIntro =
  'Every system we build starts with materials chosen to last in a Connecticut home: through humid summers, dry heated winters and years of daily use.';

export const materialsCtas: { primary: CtaLink; secondary: CtaLink } = {
  primary: { label: 'See Finish Samples', href: '/contact' },
  secondary: { label: 'View Gallery', href: '/gallery' },
};

export const materialsBlocks: PageBlock[] = [
  {
    kind: 'cards',
    id: 'core-materials',
    eyebrow: 'Core materials',
    title: 'What Your System Is Made Of',
    cards: [
      {
        title: 'Thermally Fused Melamine',
        description:
          'Our standard panel: a dense core with a decorative surface fused under heat and pressure. It resists scratches, moisture and fading, wipes clean, and comes in the widest range of colors and woodgrains.',
        icon: Layers,
      },
      {
        title: 'Real Wood Veneers',
        description:
          'A thin layer of real oak, walnut or maple over a stable core, for the warmth and grain of furniture in a primary walk-in, library wall or office. Finished to order and easy to care for.',
        icon: Trees,
      },
    ],
  },
  {
    kind: 'cards',
    id: 'finish-categories',
    title: 'Finish Categories',
    intro: 'Dozens of finishes in four families, all coordinated with our hardware and accessories.',
    cards: [
      {
        title: 'Solid Colors',
        description: 'Crisp whites, soft grays and deep navy for a clean, classic look that suits any room.',
        icon: Palette,
      },
      {
        title: 'Woodgrains',
        description: 'Realistic oak, walnut and cherry grains with the look of wood at a melamine price.',
        icon: Trees,
      },
      {
        title: 'Textured & Linen',
        description: 'Subtly textured surfaces with a woven or brushed feel that hide fingerprints.',
        icon: Sparkles,
      },
      {
        title: 'Premium Matte & Gloss',
        description: 'Super-matte and high-gloss fronts for doors and drawer faces in modern designs.',
        icon: Eye,
      },
    ],
  },
  {
    kind: 'checklist',
    id: 'edge-profiles',
    title: 'Edge Profiles',
    intro: 'The edge is what you touch every day. Every exposed edge is banded to match or contrast with the panel.',
    items: [
      'Flat edge: clean and contemporary, the most popular choice',
      'Radius edge: softly rounded for a gentler feel in kids’ rooms and busy mudrooms',
      'Ogee and bevel profiles on shelves and crown for a traditional look',
      'Shaker and slab door fronts, with raised-panel options',
    ],
  },
  {
    kind: 'text',
    id: 'hardware',
    title: 'Hardware Built to Last a Lifetime',
    icon: Settings,
    paragraphs: [
      'Soft-close drawer slides and hinges are standard on every project, not an upgrade. Every piece of hardware carries a lifetime warranty, and our own team handles any adjustment you ever need.',
    ],
    points: [
      'Full-extension soft-close drawer slides',
      'Soft-close concealed hinges',
      'Oval and round hanging rods in chrome, matte black, brushed nickel and brass',
      'Knobs and pulls in a range of styles and finishes',
    ],
  },
  {
    kind: 'text',
    id: 'led-lighting',
    title: 'LED Lighting',
    icon: Lightbulb,
    paragraphs: [
      'Lighting makes a closet feel finished and helps you tell navy from black. We integrate warm LED strips into shelves, hanging sections and display cases, switched by door sensors, motion sensors or a touch switch.',
    ],
    points: [
      'Warm-white strips under shelves and over hanging rods',
      'Lit display shelves for handbags and shoes',
      'Motion and door sensors so lights switch on as you enter',
    ],
  },
  {
    kind: 'callout',
    id: 'samples-in-person',
    title: 'See and Touch Samples in Person',
    icon: Ruler,
    paragraphs: [
      'Colors on a screen never tell the whole story. Your designer brings finish samples, edge profiles and hardware to your free in-home consultation, so you can see them in your own light, next to your floors and walls, before you choose.',
    ],
  },
];
