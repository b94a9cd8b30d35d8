import { BadgeCheck, Box, MapPin, Ruler, ShieldCheck, Sparkles, Wrench } from 'lucide-react';
import { business } from '../../../../shared/business';
import { facts } from './facts';
import type { FeatureCardData } from './page-blocks';
import type { CtaLink } from './types';

export const homeHero = {
  eyebrow: `Fairfield & New Haven County, CT · Since ${business.foundedYear}`,
  title: 'Custom Closets & Home Storage, Designed Around Your Life',
  intro: 'Closets, pantries, garages, mudrooms and home offices, designed in free 3D and installed by our own team.',
  primary: { label: 'Get Your Free Design', href: '/contact' } satisfies CtaLink,
  secondary: { label: 'View Our Work', href: '/gallery' } satisfies CtaLink,
};

/** Spec: exactly these four badges, in this order. */
export const trustBadges: { label: string; icon: FeatureCardData['icon'] }[] = [
  { label: 'Free 3D Designs', icon: Box },
  { label: 'Professional Installation', icon: Wrench },
  { label: 'Lifetime Hardware Warranty', icon: ShieldCheck },
  { label: 'Serving Fairfield & New Haven County', icon: MapPin },
];

/** The headings of the home page's sections, in their order. */
export const homeSectionHeadings = {
  services: {
    eyebrow: 'Our services',
    title: 'Storage for Every Room of the House',
    intro: 'Each space is designed around what you own and how you live, then built and installed by our own team.',
  },
  team: {
    eyebrow: 'One team, start to finish',
    title: 'Designed, Built and Installed by Our Own Team',
    intro: `Since ${business.foundedYear}, the same in-house team has handled every step of every project: no subcontractors, no hand-offs, and no travel fees anywhere in Fairfield or New Haven County.`,
  },
  process: { eyebrow: 'How it works', title: 'Four Simple Steps to an Organized Home' },
  testimonials: { eyebrow: 'From our clients', title: 'What Connecticut Homeowners Say' },
};

/** What working with one in-house team means, under the home page's team heading. */
export const inHouseTeamPoints: FeatureCardData[] = [
  {
    title: 'Precise Measurements',
    description:
      'Your designer measures every wall, outlet and ceiling slope in person, so the system fits to the inch.',
    icon: Ruler,
  },
  {
    title: 'Free 3D Designs',
    description: `See your new space in 3D, with an itemized quote, within ${facts.designTurnaround} of your consultation.`,
    icon: Sparkles,
  },
  {
    title: 'Premium Hardware, Lifetime Warranty',
    description:
      'Soft-close drawers and doors come standard, and every hinge, slide and rod carries a lifetime warranty.',
    icon: BadgeCheck,
  },
  {
    title: 'Clean, On-Time Installation',
    description: 'Our installers arrive when we say, protect your floors, and leave the room clean and ready to use.',
    icon: Wrench,
  },
];
