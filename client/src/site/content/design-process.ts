import { CalendarCheck, Hammer, Home, PencilRuler, Ruler, Sparkles, Truck } from 'lucide-react';
import { facts } from './facts';
import type { ProcessStep } from './types';

export const designProcessIntro = `Every project follows the same six steps, handled from start to finish by our own team. Most projects take ${facts.projectTimeline} from consultation to installation.`;

/** Spec: six numbered steps with exactly these names. */
export const designProcessSteps: ProcessStep[] = [
  {
    step: 1,
    title: 'Initial Consultation',
    description: `We schedule a free in-home visit within ${facts.consultationScheduling}, with same-week appointments often possible for urgent projects. Your designer listens to how you use the space, what frustrates you today and the look you love.`,
    icon: CalendarCheck,
  },
  {
    step: 2,
    title: 'Precise Measurements',
    description:
      'We measure every wall, window, outlet, vent and ceiling slope, and note baseboards and door swings, so your system fits to the inch. There are no travel fees anywhere in Fairfield or New Haven County.',
    icon: Ruler,
  },
  {
    step: 3,
    title: '3D Design & Quote',
    description: `Within ${facts.designTurnaround} you receive a 3D design and an itemized quote. Change layouts, finishes and accessories until it is exactly right; the design is free and there is no obligation.`,
    icon: PencilRuler,
  },
  {
    step: 4,
    title: 'Expert Craftsmanship',
    description:
      'Once you approve the design, your system is cut and assembled to your measurements in the finish you chose, with soft-close hardware as standard.',
    icon: Hammer,
  },
  {
    step: 5,
    title: 'Professional Installation',
    description: `Our own installers protect your floors, fit and level every component and clean up before they leave. Closets take ${facts.install.closet}, pantries ${facts.install.pantry} and garages ${facts.install.garage}.`,
    icon: Truck,
  },
  {
    step: 6,
    title: 'Enjoy Your Organized Space',
    description:
      'We walk you through your new space and show you how to adjust shelves and rods. Every hinge, slide and rod carries a lifetime hardware warranty, and we are a phone call away.',
    icon: Sparkles,
  },
];

export const designProcessTimeline = {
  title: 'What to Expect',
  icon: Home,
  points: [
    `Consultation scheduled within ${facts.consultationScheduling}`,
    `3D design and quote within ${facts.designTurnaround}`,
    `Most projects ${facts.projectTimeline} from consultation to installation`,
    `Installation in ${facts.install.closet} for most closets`,
  ],
};
