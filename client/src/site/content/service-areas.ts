import { Archive, Baby, Briefcase, DoorOpen, Shirt, Warehouse } from 'lucide-react';
import { serviceLabel } from '../../../../shared/services';
import { fairfieldCountyTowns, newHavenCountyTowns } from '../../../../shared/service-area-towns';
import type { FaqItem, LinkCardItem, TestimonialCard, Town } from './types';

export type ServiceAreaSlug = 'fairfield-county-ct' | 'new-haven-county-ct';

interface ServiceAreaContent {
  /** "Fairfield County" */
  name: string;
  intro: string;
  /** Paragraphs on what homes across the county are like. */
  local: string[];
  towns: Town[];
  testimonial: TestimonialCard;
  faqs: FaqItem[];
}

/** The six service pages every area page links to. */
export const areaServiceLinks: LinkCardItem[] = [
  {
    title: serviceLabel('custom-closets'),
    description: 'Walk-in and reach-in closets with drawers, double hanging and lighting.',
    href: '/custom-closets',
    icon: Shirt,
  },
  {
    title: serviceLabel('pantry-storage'),
    description: 'Pull-outs, adjustable shelves and organized zones, installed in one day.',
    href: '/pantry-storage',
    icon: Archive,
  },
  {
    title: serviceLabel('garage-cabinets'),
    description: 'Cabinets, slatwall, overhead racks and workbenches built for Connecticut garages.',
    href: '/garage-cabinets',
    icon: Warehouse,
  },
  {
    title: serviceLabel('laundry-mudroom'),
    description: 'Lockers, benches, cubbies and laundry cabinets for the busiest door in the house.',
    href: '/laundry-mudroom',
    icon: DoorOpen,
  },
  {
    title: serviceLabel('home-office'),
    description: 'Built-in desks, file drawers and shelving with hidden cable management.',
    href: '/home-office',
    icon: Briefcase,
  },
  {
    title: serviceLabel('kids-closets'),
    description: 'Adjustable closets and playroom storage that grow with your children.',
    href: '/kids-closets',
    icon: Baby,
  },
];

/** Towns with a city page link to it from the area's town list. */
const cityPage: Record<string, string> = {
  Fairfield: '/city/fairfield',
  Greenwich: '/city/greenwich',
  Norwalk: '/city/norwalk',
  Stamford: '/city/stamford',
  Westport: '/city/westport',
  Milford: '/city/milford',
  'New Haven': '/city/new-haven',
};
const toTowns = (names: string[]): Town[] => names.map((name) => ({ name, href: cityPage[name] }));

export { newHavenCountyTowns };

export const serviceAreas: Record<ServiceAreaSlug, ServiceAreaContent> = {
  'fairfield-county-ct': {
    name: 'Fairfield County',
    intro:
      'From the Gold Coast towns along the Sound to the lake and farm country around Danbury and Sherman, we design, build and install custom storage in all 23 Fairfield County towns, with no travel fees.',
    local: [
      'Fairfield County’s housing is as varied as its towns. Along the shore, in Greenwich, Darien, Westport and Fairfield, we work in antique colonials with shallow closets and in new construction with walk-ins that arrive as empty rooms. In Norwalk, Stamford and Bridgeport, condos and multi-family homes need reach-ins that do the work of a dresser.',
      'Further north, in Ridgefield, Newtown, Brookfield and the towns around Candlewood Lake, larger lots bring bigger garages, mudrooms that take a real beating in mud season and lower levels waiting to be organized. Whatever the house, the process is the same: a free in-home consultation, a 3D design and quote within 3–5 business days, and installation by our own team.',
    ],
    towns: toTowns(fairfieldCountyTowns),
    testimonial: {
      quote:
        'Our 1960s colonial had one narrow reach-in for two people. They turned it into double hanging, a shoe wall and drawers, and the install took a single day. The 3D drawing matched the finished closet exactly.',
      author: 'Laura M.',
      location: 'Westport, CT',
    },
    faqs: [
      {
        question: 'Do you charge travel fees anywhere in Fairfield County?',
        answer:
          'No. Consultations and installations carry no travel fees in any of the 23 Fairfield County towns, from Greenwich and Stamford on the Sound to Danbury, New Fairfield and Sherman in the north.',
      },
      {
        question: 'How soon can a designer visit my home?',
        answer:
          'We usually schedule the free in-home consultation within 3–5 business days of your request, and same-week appointments are often possible for urgent projects, such as getting a house ready to list.',
      },
      {
        question: 'Do you work in condos and apartments in Stamford, Norwalk and Bridgeport?',
        answer:
          'Yes. Reach-in closets, entry closets and pantry cabinets are a large share of our work in condos and apartments. We plan installation around your building’s rules for elevators, parking and work hours, and protect hallways and floors while we work.',
      },
      {
        question: 'What does a custom closet cost in Fairfield County?',
        answer:
          'A reach-in closet is typically about $1,200–$2,000 and a walk-in closet $2,500–$8,000 or more, depending on size, finish and accessories. Your 3D design comes with a written quote, so you know the exact price before you commit.',
      },
      {
        question: 'How long does installation take?',
        answer:
          'Most closets are installed in 1–2 days, a pantry in one day and a garage in 2–3 days. Most projects take 3–4 weeks from consultation to installation, because each system is built to your measurements.',
      },
    ],
  },
  'new-haven-county-ct': {
    name: 'New Haven County',
    intro:
      'From the shoreline towns of Milford, Branford, Guilford and Madison to Hamden, Cheshire and Waterbury, we design, build and install custom storage in all 27 New Haven County towns, with no travel fees.',
    local: [
      'New Haven County has some of Connecticut’s oldest housing. New Haven, Meriden, Waterbury and the Naugatuck Valley towns are full of Victorians, two- and three-family homes and mill-era houses with few closets, plaster walls and floors that are rarely level. We scribe and level every system to fit those rooms.',
      'Along the shore, converted beach cottages in Milford, West Haven, East Haven and Branford need storage that goes up the walls, while the newer subdivisions of Cheshire, Wallingford, Orange and Woodbridge bring walk-in closets, larger pantries and two-car garages. Consultations are usually scheduled within 3–5 business days; in busy seasons, book 1–2 weeks ahead.',
    ],
    towns: toTowns(newHavenCountyTowns),
    testimonial: {
      quote:
        'The pantry went from a jumble of wire shelves to pull-out drawers and adjustable shelving. Installed in one day, crew vacuumed before they left. We finally know what we have.',
      author: 'David and Priya S.',
      location: 'Hamden, CT',
    },
    faqs: [
      {
        question: 'Do you charge travel fees anywhere in New Haven County?',
        answer:
          'No. Every one of the county’s 27 towns is in our service area with no travel fees, from Milford and Madison on the shore to Waterbury, Southbury and Middlebury in the west.',
      },
      {
        question: 'How far ahead should I book a consultation?',
        answer:
          'Consultations are usually scheduled within 3–5 business days, and same-week visits are often possible for urgent projects. In busy seasons in New Haven County, plan on booking 1–2 weeks ahead.',
      },
      {
        question: 'Can you fit closets in older homes with plaster walls and uneven floors?',
        answer:
          'Yes, it is much of our work here. We measure every wall and corner, scribe panels to uneven surfaces, anchor into framing rather than plaster alone and level each section, so doors and drawers run true even in a century-old house.',
      },
      {
        question: 'What does a custom pantry cost, and how long does it take?',
        answer:
          'A walk-in pantry typically runs about $3,000–$8,000 or more depending on size and accessories, and most pantries are installed in a single day. Your 3D design and written quote arrive within 3–5 business days of the consultation.',
      },
      {
        question: 'Do you build garage storage too?',
        answer:
          'Yes. We install garage cabinets, slatwall, overhead racks and workbenches, usually in 2–3 days. Cabinets are wall-hung or raised on legs so they stay clear of winter slush and road salt.',
      },
    ],
  },
};
