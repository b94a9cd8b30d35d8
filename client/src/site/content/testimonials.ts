import type { TestimonialCard } from './types';

/** The three testimonial cards on the home page. */
export const homeTestimonials: TestimonialCard[] = [
  {
    quote:
      'Our walk-in went from a jumble of wire shelves to something that feels like a boutique. The 3D design showed us exactly what we were getting, and the install took a day and a half.',
    author: 'Jennifer M.',
    location: 'Westport, CT',
  },
  {
    quote:
      'The pantry was finished in one day and I can finally see everything we own. The installers were careful, tidy and genuinely nice to have in the house.',
    author: 'David R.',
    location: 'Milford, CT',
  },
  {
    quote:
      'Both cars are back in the garage for the first time in years. The cabinets and overhead racks hold all the bikes, tools and holiday bins with room to spare.',
    author: 'Karen and Tom S.',
    location: 'Guilford, CT',
  },
];
