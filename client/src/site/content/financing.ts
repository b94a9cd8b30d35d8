import { CalendarCheck, ClipboardList, FileSignature, Hammer, Layers, Ruler, Wallet } from 'lucide-react';
import type { FeatureCardData } from './page-blocks';
import type { ProcessStep } from './types';

/**
 * Financing copy. No financing terms are given by the business, so none are stated here: rates, lengths and
 * approval are set by the lending partner and explained before anyone signs.
 */
export const financingBenefits: FeatureCardData[] = [
  {
    title: 'Start Sooner',
    description:
      'Get the closet, pantry or garage you need now and spread the cost over time, instead of waiting until you have saved the full amount.',
    icon: CalendarCheck,
  },
  {
    title: 'Based on Your Real Quote',
    description:
      'You apply for the amount on your written quote, so you know exactly what you are financing: the design, materials, hardware and installation.',
    icon: ClipboardList,
  },
  {
    title: 'Keep the Design You Want',
    description:
      'Financing can mean the difference between a stripped-down closet and the drawers, lighting and accessories that make it work every day.',
    icon: Layers,
  },
  {
    title: 'No Pressure, No Obligation',
    description:
      'The consultation and 3D design are free whether or not you finance. You review the lender’s terms before you decide, and paying another way is always fine.',
    icon: Wallet,
  },
];

export const financingSteps: ProcessStep[] = [
  {
    step: 1,
    icon: Ruler,
    title: 'Free Design Consultation',
    description:
      'A designer visits your home, measures the space and talks through what you store and your budget. Mention that you are interested in financing.',
  },
  {
    step: 2,
    icon: ClipboardList,
    title: 'Receive Your 3D Design & Quote',
    description:
      'Within 3–5 business days you get a 3D design and a written quote. We can adjust the design until the price fits your plans.',
  },
  {
    step: 3,
    icon: FileSignature,
    title: 'Apply With Our Partner',
    description:
      'We point you to our financing partner’s application. The lender reviews it and explains the available terms before you accept anything.',
  },
  {
    step: 4,
    icon: Hammer,
    title: 'Schedule Your Installation',
    description:
      'Once you approve the design, we build your system and our own team installs it, usually 3–4 weeks after the consultation.',
  },
];
