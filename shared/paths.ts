/**
 * The routes of the site: the 31 public pages in a fixed order, then /review and the two forms'
 * thank-you pages (where a form sent without JavaScript lands).
 */
export const sitePaths = [
  '/',
  '/services',
  '/custom-closets',
  '/pantry-storage',
  '/garage-cabinets',
  '/laundry-mudroom',
  '/home-office',
  '/kids-closets',
  '/design-process',
  '/materials-finishes',
  '/accessories',
  '/service-areas/fairfield-county-ct',
  '/service-areas/new-haven-county-ct',
  '/city/westport',
  '/city/greenwich',
  '/city/milford',
  '/city/stamford',
  '/city/fairfield',
  '/city/norwalk',
  '/city/new-haven',
  '/admin',
  '/gallery',
  '/about',
  '/financing',
  '/faq',
  '/contact',
  '/blog',
  '/blog/walk-in-vs-reach-in-closets',
  '/blog/pantry-organization-ideas',
  '/blog/garage-storage-systems',
  '/privacy-policy',
  '/review',
  '/contact/thank-you',
  '/review/thank-you',
] as const;

export type SitePath = (typeof sitePaths)[number];

/** Routes kept out of search engines and the sitemap. */
export const privatePaths: readonly SitePath[] = ['/admin', '/review', '/contact/thank-you', '/review/thank-you'];

export const publicPaths = sitePaths.filter((p) => !privatePaths.includes(p));

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
