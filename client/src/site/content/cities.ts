import { Archive, Briefcase, Hammer, PencilRuler, ShieldCheck, Shirt, Warehouse } from 'lucide-react';
import type { FeatureCardData } from './page-blocks';
import { cityZips } from '../../../../shared/town-for-zip';
import type { LinkCardItem } from './types';

export type CitySlug = 'westport' | 'greenwich' | 'milford' | 'stamford' | 'fairfield' | 'norwalk' | 'new-haven';

export interface Neighborhood {
  name: string;
  /** What the homes there are like, in one line. */
  note: string;
}

/** City page data (city name, county name, ZIP list, neighbourhoods) plus its local copy. */
export interface CityContent {
  name: string;
  county: 'Fairfield County' | 'New Haven County';
  /** The real county page. */
  countyHref: '/service-areas/fairfield-county-ct' | '/service-areas/new-haven-county-ct';
  /** The breadcrumb link as the content fixes it; the non -ct paths redirect to countyHref. */
  breadcrumbHref: string;
  zips: string[];
  intro: string;
  /** The "Serving {city} Homeowners Since {founding year}" paragraphs: what the local houses are like. */
  homes: string[];
  neighborhoods: Neighborhood[];
  /** City-specific reasons, listed before the ones every city shares. */
  reasons: string[];
}

/** Reasons that hold in every town we serve (content/facts.ts). */
export const sharedReasons = [
  'One in-house team designs, builds and installs your project: the people who measure are the people who install.',
  'Your 3D design and written quote arrive within 3–5 business days of the consultation, free and without obligation.',
  'Soft-close drawers and doors come standard, and every piece of hardware carries a lifetime warranty.',
  'No travel fees anywhere in Fairfield or New Haven County.',
];

/** The three benefit cards of a city page. */
export function cityBenefits(city: string): FeatureCardData[] {
  return [
    {
      title: 'Free Design Consultation',
      description: `A designer visits your ${city} home, measures the space and follows up with a free 3D design and quote within 3–5 business days.`,
      icon: PencilRuler,
    },
    {
      title: 'Professional Installation',
      description:
        'Our own installers fit your system, usually in 1–2 days for a closet, protecting your floors and cleaning up before they leave.',
      icon: Hammer,
    },
    {
      title: 'Lifetime Warranty',
      description:
        'Every drawer slide, hinge and rod carries a lifetime hardware warranty, and soft-close drawers and doors come standard.',
      icon: ShieldCheck,
    },
  ];
}

/** The four service cards of a city page; the /services/... links are kept as written and redirect to the real pages. */
export const cityServiceCards: LinkCardItem[] = [
  {
    title: 'Custom Closets',
    description:
      'Walk-in and reach-in closets with double hanging, drawers, shoe shelving and lighting, planned in 3D.',
    href: '/services/custom-closets',
    icon: Shirt,
  },
  {
    title: 'Pantry Storage',
    description:
      'Pull-out drawers, adjustable shelving and clear zones for reach-in and walk-in pantries, installed in a day.',
    href: '/services/pantry-storage',
    icon: Archive,
  },
  {
    title: 'Garage Cabinets',
    description: 'Cabinets, slatwall, overhead racks and workbenches that get bikes, tools and bins off the floor.',
    href: '/services/garage-cabinets',
    icon: Warehouse,
  },
  {
    title: 'Home Office',
    description: 'Built-in desks, file drawers, shelving and hidden cable management for a room you can work in.',
    href: '/services/home-office',
    icon: Briefcase,
  },
];

const fairfieldCounty = {
  county: 'Fairfield County',
  countyHref: '/service-areas/fairfield-county-ct',
} as const;
const newHavenCounty = {
  county: 'New Haven County',
  countyHref: '/service-areas/new-haven-county-ct',
} as const;

export const cities: Record<CitySlug, CityContent> = {
  westport: {
    name: 'Westport',
    ...fairfieldCounty,
    breadcrumbHref: '/service-areas/fairfield-county-ct',
    zips: [...cityZips['Westport']],
    intro:
      'Westport homes run from antique colonials near the Saugatuck River to post-war capes and ranches, and the large new houses that have replaced many of them. We design storage that suits all three.',
    homes: [
      'Much of Westport was built out in the 1950s and 1960s, and the capes, ranches and split-levels of that era came with 24-inch-deep reach-in closets and a single rod and shelf. That is where a custom system changes the most: double hanging, drawers and shoe shelves fitted into the same footprint, often installed in a single day.',
      'New construction brings the opposite problem: generous walk-in closets and mudrooms that arrive as empty rooms with a wire shelf. Near Compo Beach and Saugatuck Shores, many rebuilt homes sit raised above flood elevation, so everyday storage moves upstairs and the closets, mudroom and garage have to work harder.',
    ],
    neighborhoods: [
      { name: 'Saugatuck', note: 'Older village homes on compact lots near the train station.' },
      { name: 'Greens Farms', note: 'Colonials and newer houses between the Post Road and the shore.' },
      { name: 'Compo Beach', note: 'Shoreline homes, many rebuilt or raised in recent years.' },
      { name: 'Saugatuck Shores', note: 'Waterfront homes on the peninsula, where every square foot counts.' },
      { name: 'Coleytown', note: 'Family neighborhoods of capes and colonials north of the Merritt Parkway.' },
      { name: 'Downtown Westport', note: 'Condos and older houses within walking distance of Main Street.' },
    ],
    reasons: [
      'We redesign mid-century reach-ins for two people without moving a wall.',
      'Mudroom lockers and benches sized for beach bags, sports gear and wet boots.',
    ],
  },
  greenwich: {
    name: 'Greenwich',
    ...fairfieldCounty,
    breadcrumbHref: '/service-areas/fairfield-county-ct',
    zips: [...cityZips['Greenwich']],
    intro:
      'From compact village houses in Byram and Glenville to estates in the back country, Greenwich homes ask for very different closets. We design each one around how you dress and what you own.',
    homes: [
      'In larger Greenwich homes we are usually asked for a dressing room rather than a closet: an island with drawers, glass-front doors for handbags, lit shoe walls, valet rods and a place for every season. Those rooms are worth planning in 3D, so you can see sight lines and lighting before anything is built.',
      'Older colonials and Tudors closer to the water tend to have tight original closets, sloped ceilings under the roof and little room to add more. There the work is precision: angled panels that follow the roofline, double hanging where ceilings allow and drawers that make a narrow closet hold a wardrobe.',
    ],
    neighborhoods: [
      { name: 'Central Greenwich', note: 'Homes and condos within reach of Greenwich Avenue.' },
      { name: 'Belle Haven', note: 'Waterfront peninsula of large, older homes.' },
      { name: 'Back Country', note: 'Estates on multi-acre lots north of the Merritt Parkway.' },
      { name: 'Byram', note: 'Compact lots by the New York line, where small closets need careful planning.' },
      { name: 'Glenville', note: 'Village by the Byram River with capes, colonials and newer builds.' },
      { name: 'Riverside', note: 'Established neighborhood of colonials between Cos Cob and Old Greenwich.' },
      { name: 'Old Greenwich', note: 'Shoreline village of older colonials and shingle-style homes.' },
      { name: 'Cos Cob', note: 'Village on the Mianus River with a mix of older and post-war homes.' },
    ],
    reasons: [
      'Dressing-room design with islands, lighting and display storage, shown in 3D before we build.',
      'Wood veneers and premium finishes you see in person at your consultation.',
    ],
  },
  milford: {
    name: 'Milford',
    ...newHavenCounty,
    breadcrumbHref: '/service-areas/new-haven-county-ct',
    zips: [...cityZips['Milford']],
    intro:
      'Milford has some 17 miles of Long Island Sound shoreline, and its beach neighborhoods are full of former summer cottages that became year-round homes. Few of them were built with enough storage.',
    homes: [
      'Converted cottages in Woodmont, Walnut Beach and Laurel Beach tend to have small bedrooms, one shallow closet per room and often no basement. With no attic or cellar to absorb the overflow, storage has to go up the walls: floor-to-ceiling reach-ins, pantry pull-outs beside the kitchen and wall-hung garage systems.',
      'Inland, Milford is mostly post-war capes, ranches and raised ranches, plus older homes around the long downtown Green. Raised ranches usually have the garage tucked under the house, which makes it the obvious place for cabinets, slatwall and overhead racks.',
    ],
    neighborhoods: [
      { name: 'Woodmont', note: 'Shoreline borough of converted summer cottages and older homes.' },
      { name: 'Devon', note: 'Neighborhood by the Housatonic River with capes and ranches.' },
      { name: 'Walnut Beach', note: 'Beach streets near Silver Sands State Park.' },
      { name: 'Laurel Beach', note: 'Beach association of older shore houses.' },
      { name: 'Gulf Beach', note: 'Shore homes along the Gulf Pond and the Sound.' },
      { name: 'Downtown Milford', note: 'Older houses and condos around the Green and the harbor.' },
    ],
    reasons: [
      'Floor-to-ceiling designs that find storage in cottages with no basement or attic.',
      'Garage systems for tuck-under garages in raised ranches.',
    ],
  },
  stamford: {
    name: 'Stamford',
    ...fairfieldCounty,
    breadcrumbHref: '/service-areas/fairfield-county',
    zips: [...cityZips['Stamford']],
    intro:
      'Stamford is several housing markets in one city: downtown towers, mid-century neighborhoods and wooded lots north of the Merritt Parkway. We build storage for each of them.',
    homes: [
      'Downtown and around Harbor Point, most homes are apartments and condos with reach-in closets and a small entry closet that have to hold everything. A well-planned reach-in with double hanging, drawers and a top shelf that reaches the ceiling can replace a dresser and free up a bedroom wall. We schedule installs around building rules for elevators and work hours.',
      'Turn of River and Westover are largely capes, ranches and split-levels from the 1950s and 1960s, while North Stamford has larger homes on wooded lots with room for walk-ins, mudrooms and two- or three-car garages.',
    ],
    neighborhoods: [
      { name: 'Downtown', note: 'High-rise apartments and condos near the train station.' },
      { name: 'Harbor Point', note: 'Newer residential towers in the South End.' },
      { name: 'Shippan', note: 'Waterfront peninsula of shore homes.' },
      { name: 'Turn of River', note: 'Split-levels and ranches in the middle of the city.' },
      { name: 'Westover', note: 'Established neighborhood of colonials and ranches on the west side.' },
      { name: 'North Stamford', note: 'Larger homes on wooded lots north of the Merritt Parkway.' },
    ],
    reasons: [
      'Condo installs planned around building schedules, with protected floors and clean hallways.',
      'Home office built-ins for Stamford commuters who now work from home part of the week.',
    ],
  },
  fairfield: {
    name: 'Fairfield',
    ...fairfieldCounty,
    breadcrumbHref: '/service-areas/fairfield-county',
    zips: [...cityZips['Fairfield']],
    intro:
      'Fairfield’s houses span three centuries, from colonial-era homes in Southport and Greenfield Hill to the colonials and capes of Stratfield and the rebuilt cottages of the beach area.',
    homes: [
      'Older Fairfield houses often have closets under the eaves, sloped ceilings and walls that are not quite plumb. We scribe panels to the walls and use angled-top sections and shorter hanging zones, so the closet looks built for the house rather than dropped into it.',
      'The 1920s to 1950s colonials around Stratfield and Tunxis Hill usually have small reach-ins and a narrow front hall, so mudroom lockers by the back door and a reworked entry closet make the biggest daily difference for families.',
    ],
    neighborhoods: [
      { name: 'Southport', note: 'Historic harbor village with 18th- and 19th-century homes.' },
      { name: 'Greenfield Hill', note: 'Historic district of older homes on large lots.' },
      { name: 'Stratfield', note: 'Colonials and Tudors near the Bridgeport line.' },
      { name: 'Fairfield Beach', note: 'Shore homes, many rebuilt as year-round houses.' },
      { name: 'Tunxis Hill', note: 'Capes and colonials close to the town center.' },
      { name: 'Fairfield Woods', note: 'Mid-century neighborhoods in the north of town.' },
    ],
    reasons: [
      'Closets fitted to sloped ceilings and out-of-plumb walls in older homes.',
      'Mudrooms and entry storage designed for busy families with kids and sports gear.',
    ],
  },
  norwalk: {
    name: 'Norwalk',
    ...fairfieldCounty,
    breadcrumbHref: '/service-areas/fairfield-county',
    zips: [...cityZips['Norwalk']],
    intro:
      'Norwalk mixes a harbor city and quiet villages: shingled homes in Rowayton, lofts and apartments in SoNo, wooded lots in Silvermine and streets of capes and raised ranches in between.',
    homes: [
      'Raised ranches and split-levels are common across West Norwalk and Cranbury. They put the garage under the house and a half-finished lower level beside it, and that is where Norwalk families gain the most storage: garage cabinets off the floor, a mudroom drop zone at the stairs and a laundry area that finally has shelves.',
      'In Rowayton and East Norwalk, older shore homes have smaller rooms and original closets; in South Norwalk, converted buildings and newer apartments have open plans with little built-in storage. For both we design compact systems that make the most of a single wall.',
    ],
    neighborhoods: [
      { name: 'Rowayton', note: 'Waterfront village of older, shingled homes.' },
      { name: 'South Norwalk (SoNo)', note: 'Converted buildings, lofts and newer apartments.' },
      { name: 'East Norwalk', note: 'Shoreline neighborhood near Calf Pasture Beach.' },
      { name: 'Silvermine', note: 'Wooded area near the New Canaan and Wilton lines.' },
      { name: 'West Norwalk', note: 'Capes, colonials and raised ranches.' },
      { name: 'Cranbury', note: 'Mid-century homes on quiet streets near the Westport line.' },
    ],
    reasons: [
      'Garage and lower-level storage designed for raised ranches and split-levels.',
      'Space-saving single-wall systems for apartments and lofts.',
    ],
  },
  'new-haven': {
    name: 'New Haven',
    ...newHavenCounty,
    breadcrumbHref: '/service-areas/new-haven-county',
    zips: [...cityZips['New Haven']],
    intro:
      'Most of New Haven’s houses were built before 1940: Victorians in East Rock, Italianate row houses around Wooster Square, two- and three-family homes in Fair Haven, and brick colonials in Westville.',
    homes: [
      'Those houses were built with few closets, and the ones they have are often shallow, with plaster walls, a radiator in the way and floors that are out of level. Our systems are made to fit: we scribe panels to uneven walls, anchor into framing rather than plaster alone and level every section, so doors and drawers run true.',
      'In multi-family homes and apartments near Yale and downtown, storage has to fit small rooms. We often turn an awkward alcove, an entry wall or a narrow closet into a complete reach-in with drawers, and build pantry storage for older kitchens with little cabinetry.',
    ],
    neighborhoods: [
      { name: 'East Rock', note: 'Victorian and Queen Anne homes near the park.' },
      { name: 'Wooster Square', note: 'Historic row houses and brownstones.' },
      { name: 'Downtown', note: 'Apartments and condos around the Green and Yale.' },
      { name: 'Fair Haven', note: 'Two- and three-family homes along the Quinnipiac River.' },
      { name: 'Westville', note: 'Brick and stucco colonials and Tudors by West Rock.' },
      { name: 'Beaver Hills', note: 'Early 20th-century colonials and Tudors.' },
    ],
    reasons: [
      'Systems scribed and leveled for plaster walls and out-of-level floors in older homes.',
      'Compact reach-ins and pantry storage for apartments and multi-family homes.',
    ],
  },
};
