import type { SpaceType } from '../../../../shared/design/space-types';

/** The planner page's copy (/plan). */
export const planPage = {
  eyebrow: 'Plan Your Space',
  title: 'Plan Your Space',
  intro:
    'Choose your space, enter each wall’s width and your ceiling height in inches, and see it drawn to scale with an estimated price range from our own price book. Your designer confirms everything at a free in-home visit.',
  formHeading: 'Your space',
  planHeading: 'Your plan',
  estimateHeading: 'Estimate',
  includedHeading: 'What is included',
  submitLabel: 'Show my plan',
  wallCountLabel: 'Number of walls',
  finishLabel: 'Finish',
  hardwareLabel: 'Hardware finish',
  spaceLabel: 'Type of space',
  estimating: 'Estimating…',
  emptyPlan: 'Enter your wall widths and choose “Show my plan” to see your walls drawn to scale.',
  splitLabel: 'Split',
  /** Opens /contact with the plan attached. */
  requestLabel: 'Request a free consultation with this plan',
  kindLabel: (section: number, wall: string) => `Section ${section} of ${wall.toLowerCase()}`,
  missingWidth: (wall: string) => `Enter the ${wall.toLowerCase()} width`,
} as const;

/** How many walls each space may have in the planner (a reach-in closet is one wall behind doors). */
export const maxWallsFor = (space: SpaceType): number => (space === 'Reach-In Closet' ? 1 : 4);
