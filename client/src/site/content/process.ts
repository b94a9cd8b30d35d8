import { Hammer, MessageSquare, PencilRuler, Truck } from 'lucide-react';
import { facts } from './facts';
import type { ProcessStep } from './types';

/** The four-step process shown on the home page and the service pages. */
export const fourStepProcess: ProcessStep[] = [
  {
    step: 1,
    title: 'Design Consultation',
    description: `A designer visits your home, measures the space and talks through how you use it. We schedule the visit within ${facts.consultationScheduling}, and it is always free.`,
    icon: MessageSquare,
  },
  {
    step: 2,
    title: '3D Layout & Quote',
    description: `Within ${facts.designTurnaround} you receive a 3D design of your space and a clear, itemized quote. Adjust anything until it is right.`,
    icon: PencilRuler,
  },
  {
    step: 3,
    title: 'Build & Finish',
    description:
      'Your system is cut and assembled to your exact measurements in the finish you chose, with soft-close hardware as standard.',
    icon: Hammer,
  },
  {
    step: 4,
    title: 'Professional Installation',
    description: `Our own installers fit everything, level and secure, and leave the room clean. Most projects take ${facts.projectTimeline} from consultation to installation.`,
    icon: Truck,
  },
];

/** The optional removal of old shelving, offered on the closet page and the design-process page. */
export const oldShelvingRemoval = {
  title: 'Optional: Removal of Old Shelving',
  paragraphs: [
    'Still living with sagging wire shelves or a single rod and shelf? On installation day we can take out the old shelving, rods and brackets, fill and spot-prime the anchor holes, and haul everything away, so your new system goes onto clean walls.',
    'Removal is listed as its own line in your quote, so you can decide whether you want it.',
  ],
};
