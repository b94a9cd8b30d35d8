import { business } from './business';
import { services } from './services';

/** One page of the site as the server, the prerender and the sitemap know it (the client adds its component). */
export interface SitePage {
  path: string;
  /** Full document title, brand included. */
  title: string;
  description: string;
  type?: 'website' | 'article';
  /** Kept out of search engines and the sitemap. */
  noindex?: boolean;
}

const brand = business.name;
/** A page's full document title: its own, then the business name. */
const t = (page: string) => `${page} | ${brand}`;
export { t as pageTitle };

/**
 * The staff area: /admin and every page under it, signed-in only and noindex. Its pages are listed
 * in shared/staff-pages.ts, which only the staff area's own chunk loads in the browser; the public
 * pages' router knows this prefix alone.
 */
export const staffAreaPath = '/admin';

/** Our Work filtered to one of the six services: /gallery/pantry-storage. */
const galleryRoomPages = services.map((s) => ({
  path: `/gallery/${s.slug}` as const,
  title: t(`Our Work: ${s.label}`),
  description: `Photos of ${s.label} projects we designed and installed across Fairfield and New Haven County, Connecticut, from our own design and installation team.`,
}));

/**
 * The routes of the site with their SEO data: the 31 pages of the spec but /admin (which, with the
 * staff pages under it, is in shared/staff-pages.ts) and the six gallery rooms in a fixed order
 * (the sitemap's), then /review and the two forms' thank-you pages (where a form sent without
 * JavaScript lands). The one list: the router (client/src/site-routes.tsx gives each path its
 * page), the prerender, the sitemap, the live pages and the tests read it.
 */
export const sitePages = [
  {
    path: '/',
    title: `Custom Closets & Home Storage in Fairfield and New Haven County, CT | ${brand}`,
    description:
      'Custom closets, pantries, garage cabinets, mudrooms and home offices designed in free 3D and installed by our own Connecticut team. Lifetime hardware warranty.',
  },
  {
    path: '/services',
    title: t('Custom Storage Services'),
    description:
      'Walk-in and reach-in closets, pantries, garage cabinets, laundry rooms, mudrooms, home office built-ins and kids’ closets, designed and installed in CT.',
  },
  {
    path: '/custom-closets',
    title: t('Custom Walk-In & Reach-In Closets in CT'),
    description:
      'Custom walk-in and reach-in closets with soft-close drawers, double hanging and lighting. Free 3D design, 1–2 day installation, lifetime hardware warranty.',
  },
  {
    path: '/pantry-storage',
    title: t('Custom Pantry Storage & Organization'),
    description:
      'Pull-out drawers, adjustable shelves and clear zones for reach-in and walk-in pantries. Designed in 3D, installed in one day in Fairfield and New Haven County.',
  },
  {
    path: '/garage-cabinets',
    title: t('Garage Cabinets, Slatwall & Workbenches'),
    description:
      'Durable garage cabinets, slatwall, overhead racks and workbenches built for Connecticut garages. Free 3D plan and professional installation.',
  },
  {
    path: '/laundry-mudroom',
    title: t('Laundry Room & Mudroom Storage'),
    description:
      'Mudroom lockers, benches and cubbies plus laundry cabinets and folding counters that stand up to Connecticut seasons. Free in-home design consultation.',
  },
  {
    path: '/home-office',
    title: t('Home Office Built-Ins & Desks'),
    description:
      'Built-in desks, file drawers, shelving and hidden cable management for a home office that works. Designed in 3D and installed by our in-house team.',
  },
  {
    path: '/kids-closets',
    title: t('Kids’ Closets & Playroom Storage'),
    description:
      'Kids’ closets and playroom storage that adjust as your children grow, from toddler reach to teen wardrobe. Free 3D design in Fairfield and New Haven County.',
  },
  {
    path: '/design-process',
    title: t('Our Design Process, from Consultation to Installation'),
    description:
      'Six steps from a free in-home consultation and precise measurements to a 3D design, expert craftsmanship and a clean, professional installation.',
  },
  {
    path: '/materials-finishes',
    title: t('Materials, Finishes & Hardware'),
    description:
      'Thermally fused melamine and real wood veneers, dozens of finishes, edge profiles, soft-close hardware and LED lighting. See samples at your free consultation.',
  },
  {
    path: '/accessories',
    title: t('Closet Accessories & Organizers'),
    description:
      'Valet rods, shoe shelves, jewelry drawers, tilt-out hampers, specialty storage and LED lighting: accessories that finish a custom closet.',
  },
  {
    path: '/service-areas/fairfield-county-ct',
    title: t('Custom Closets in Fairfield County, CT'),
    description:
      'Custom closets and home storage in all 23 Fairfield County towns, from Greenwich and Stamford to Danbury and Newtown. No travel fees, free in-home design.',
  },
  {
    path: '/service-areas/new-haven-county-ct',
    title: t('Custom Closets in New Haven County, CT'),
    description:
      'Custom closets and home storage in all 27 New Haven County towns, from Milford and Guilford to Hamden and Waterbury. No travel fees, free in-home design.',
  },
  {
    path: '/city/westport',
    title: t('Custom Closets in Westport, CT'),
    description:
      'Custom closets, pantries and garage storage for Westport homes, from Saugatuck to Greens Farms. Free 3D design and professional installation.',
  },
  {
    path: '/city/greenwich',
    title: t('Custom Closets in Greenwich, CT'),
    description:
      'Custom walk-in closets, pantries and garage cabinets for Greenwich homes, from Old Greenwich to Cos Cob and Riverside. Free 3D design consultation.',
  },
  {
    path: '/city/milford',
    title: t('Custom Closets in Milford, CT'),
    description:
      'Custom closets and storage for Milford homes, from Walnut Beach to Devon and Woodmont. Free in-home design and installation by our own team.',
  },
  {
    path: '/city/stamford',
    title: t('Custom Closets in Stamford, CT'),
    description:
      'Custom closets, pantries and home offices for Stamford houses and condos, from Shippan to North Stamford. Free 3D design and professional installation.',
  },
  {
    path: '/city/fairfield',
    title: t('Custom Closets in Fairfield, CT'),
    description:
      'Custom closets and home storage for Fairfield homes, from Southport to Stratfield and the beach area. Free 3D design consultation, lifetime hardware warranty.',
  },
  {
    path: '/city/norwalk',
    title: t('Custom Closets in Norwalk, CT'),
    description:
      'Custom closets, garage storage and mudrooms for Norwalk homes, from Rowayton to Silvermine. Free in-home design and installation by our in-house team.',
  },
  {
    path: '/city/new-haven',
    title: t('Custom Closets in New Haven, CT'),
    description:
      'Custom closets and storage for New Haven homes, from East Rock and Wooster Square to Westville. Smart solutions for older houses. Free 3D design.',
  },
  {
    path: '/gallery',
    title: t('Our Work: Custom Closet & Storage Gallery'),
    description:
      'Walk-in closets, pantries, garages, mudrooms and home offices we designed and installed across Fairfield and New Haven County, Connecticut.',
  },
  ...galleryRoomPages,
  {
    path: '/about',
    title: t(`About Us: A Connecticut Closet Company Since ${business.foundedYear}`),
    description: `One in-house team designing, building and installing custom storage for Connecticut homeowners since ${business.foundedYear}. Meet the people behind your project.`,
  },
  {
    path: '/financing',
    title: t('Financing Your Custom Storage Project'),
    description:
      'Spread the cost of your custom closet or storage project with financing through our partners. See how it works and check your options with no obligation.',
  },
  {
    path: '/faq',
    title: t('Frequently Asked Questions'),
    description:
      'Answers about custom closet pricing, timelines, materials, installation, warranty, financing and our service areas in Fairfield and New Haven County.',
  },
  {
    path: '/contact',
    title: t('Request a Free Design Consultation'),
    description:
      'Book a free in-home design consultation for custom closets and storage in Fairfield or New Haven County. We reply within 24 hours.',
  },
  {
    path: '/blog',
    title: t('Closet & Home Organization Blog'),
    description:
      'Practical guides to closets, pantries and garage storage from our Connecticut design team: what to choose, what it costs and how to plan it.',
  },
  {
    path: '/blog/walk-in-vs-reach-in-closets',
    title: t('Walk-In vs. Reach-In Closets: Which Is Right for Your Home?'),
    description:
      'Walk-in or reach-in? Compare space, cost, layouts and resale value, with real price ranges for Connecticut homes and design tips from our team.',
    type: 'article',
  },
  {
    path: '/blog/pantry-organization-ideas',
    title: t('Pantry Organization Ideas That Actually Last'),
    description:
      'Zones, pull-outs, adjustable shelving and labeling: pantry organization ideas for reach-in and walk-in pantries, with costs and installation times.',
    type: 'article',
  },
  {
    path: '/blog/garage-storage-systems',
    title: t('Garage Storage Systems: Cabinets, Slatwall or Overhead?'),
    description:
      'Garage cabinets, slatwall or overhead racks? When to choose each, how to combine them, sizing, DIY versus professional installation and Connecticut climate.',
    type: 'article',
  },
  {
    path: '/plan',
    title: t('Plan Your Space: Closet Planner & Price Estimate'),
    description:
      'Enter your walls and ceiling height to see your closet, pantry or garage drawn to scale, with an estimated price range from our own price book.',
  },
  {
    path: '/privacy-policy',
    title: t('Privacy Policy'),
    description:
      'How we collect, use and protect the information you share when you request a design consultation, and the choices and rights you have.',
  },
  {
    path: '/review',
    title: t('Leave a Review'),
    description:
      'Tell other Connecticut homeowners how your custom closet or storage project turned out. Every review is read by our team before it appears on the site.',
    noindex: true,
  },
  {
    path: '/contact/thank-you',
    title: t('Thank You for Your Request'),
    description: 'Your consultation request has reached our design team. We will be in touch within 24 hours.',
    noindex: true,
  },
  {
    path: '/review/thank-you',
    title: t('Thank You for Your Review'),
    description: 'Your review has reached our team. It will appear on the site once it has been checked.',
    noindex: true,
  },
] as const satisfies readonly SitePage[];

export type SitePath = (typeof sitePages)[number]['path'];

export const sitePaths: readonly SitePath[] = sitePages.map((p) => p.path);

/** Routes kept out of search engines and the sitemap. */
export const privatePaths: readonly SitePath[] = sitePages.filter((p: SitePage) => p.noindex).map((p) => p.path);

export const publicPaths = sitePaths.filter((p) => !privatePaths.includes(p));

/**
 * A homeowner's booking page, rendered by the server for each request (`/book/<token>`, not
 * prerendered); `/book` alone finds the visitor's page from the cookie a consultation request set.
 */
export const bookingPagePath = '/book';

/** A homeowner's proposal, rendered by the server for each request (`/proposal/<token>`, noindex). */
export const proposalPagePath = '/proposal';

export const notFoundRoute = {
  title: t('404 Page Not Found'),
  description: 'The page you were looking for could not be found.',
};

/**
 * Links the content keeps as written (city pages and some breadcrumbs) that are not pages:
 * each one permanently redirects to its real page, on the server (301) and in the router.
 */
export const redirects: Readonly<Record<string, SitePath>> = {
  '/services/custom-closets': '/custom-closets',
  '/services/pantry-storage': '/pantry-storage',
  '/services/garage-cabinets': '/garage-cabinets',
  '/services/home-office': '/home-office',
  '/service-areas/fairfield-county': '/service-areas/fairfield-county-ct',
  '/service-areas/new-haven-county': '/service-areas/new-haven-county-ct',
};
