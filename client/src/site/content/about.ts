import { Hammer, Home, MessagesSquare, PencilRuler } from 'lucide-react';
import { business } from '../../../../shared/business';
import type { FeatureCardData } from './page-blocks';

/** The "Our Story" paragraphs of /about. */
export const aboutStory = [
  `We started in ${business.foundedYear} with a simple idea: the person who designs your closet should care as much about the installation as the drawing. Since then we have designed and installed custom closets, pantries, garages, mudrooms and home offices across Fairfield and New Haven County, in every kind of Connecticut house, from century-old Victorians to brand-new construction.`,
  'We still work the same way. One in-house team handles your project from the first measurement to the last adjustment: our designers visit your home, our shop builds each system to your measurements, and our own installers put it in. Nothing is handed off to a crew you have never met.',
  'That is why we can promise what we do: a free 3D design so you see the space before we build it, soft-close hardware as standard, a lifetime warranty on hardware, and no travel fees anywhere in either county.',
];

/** The four differentiators of /about. */
export const aboutDifferentiators: FeatureCardData[] = [
  {
    title: 'Design Excellence',
    description:
      'Every project starts with a conversation about how you live, then a 3D design you can walk through before anything is built. We plan around your wardrobe, your kitchen and your routines, not a catalog layout.',
    icon: PencilRuler,
  },
  {
    title: 'Precision Installation',
    description:
      'We measure to the fraction of an inch, scribe panels to walls that are not quite straight and level every section. Most closets are installed in 1–2 days, pantries in one.',
    icon: Hammer,
  },
  {
    title: 'Clear Communication',
    description:
      'You get a written quote with your design within 3–5 business days, a firm installation date and a call if anything changes. E-mails are answered within 24 hours.',
    icon: MessagesSquare,
  },
  {
    title: 'Respect for Your Home',
    description:
      'We protect floors and doorways, keep the work area tidy, take our packaging with us and vacuum before we leave. You should only notice the new storage.',
    icon: Home,
  },
];

/** Facts shown in the "How we work" list. */
export const aboutFacts = [
  `Serving Fairfield and New Haven County since ${business.foundedYear}`,
  'One in-house team for design, build and installation',
  'Free in-home consultation and 3D design',
  'Soft-close hardware standard, lifetime hardware warranty',
  'Most projects 3–4 weeks from consultation to installation',
  'No travel fees in either county',
];
