/**
 * Business facts stated one way, for every page that quotes them. Contact details,
 * hours, areas and the founding year live in `shared/business.ts`.
 * Where the product specification disagreed with itself, the choice made here is the one the site uses.
 */
export const facts = {
  consultationScheduling: '3–5 business days',
  designTurnaround: '3–5 business days',
  projectTimeline: '3–4 weeks',
  install: {
    closet: '1–2 days',
    pantry: '1 day',
    // The specification also mentions a two-day garage example; 2–3 days covers it and is what we promise.
    garage: '2–3 days',
  },
  price: {
    // The specification's "from about $1,500" is a reach-in pantry price, not a closet price.
    reachInCloset: 'about $1,200–$2,000',
    walkInCloset: '$2,500–$8,000+',
    reachInPantry: 'from about $1,500',
    walkInPantry: 'about $3,000–$8,000+',
  },
  pantryTimeLost: '15 minutes a day',
  pantryTimeLostYearly: 'over 90 hours a year',
  overheadRackCeiling: '9 feet or more',
  overheadRackLoad: '300–600+ pounds',
  mudroomMinWidth: '3 feet wide',
} as const;
