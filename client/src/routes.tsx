import { lazy, type ComponentType } from 'react';
import { business } from '../../shared/business';
import type { SitePath } from '../../shared/paths';
import { servicePageLoaders } from './content/service-pages/loaders';
import type { ServiceSlug } from './content/services/types';

const HomePage = lazy(() => import('./pages/home-page'));
const ServicesPage = lazy(() => import('./pages/services-page'));
const DesignProcessPage = lazy(() => import('./pages/design-process-page'));
const MaterialsFinishesPage = lazy(() => import('./pages/materials-finishes-page'));
const AccessoriesPage = lazy(() => import('./pages/accessories-page'));
const ServiceAreaPage = lazy(() => import('./pages/service-area-page'));
const CityPage = lazy(() => import('./pages/city-page'));
const AdminPage = lazy(() => import('./pages/admin-page'));
const GalleryPage = lazy(() => import('./pages/gallery-page'));
const AboutPage = lazy(() => import('./pages/about-page'));
const FinancingPage = lazy(() => import('./pages/financing-page'));
const FaqPage = lazy(() => import('./pages/faq-page'));
const ContactPage = lazy(() => import('./pages/contact-page'));
const BlogPage = lazy(() => import('./pages/blog-page'));
const BlogPostPage = lazy(() => import('./pages/blog-post-page'));
const PrivacyPolicyPage = lazy(() => import('./pages/privacy-policy-page'));
const ReviewPage = lazy(() => import('./pages/review-page'));
const ThankYouPage = lazy(() => import('./pages/thank-you-page'));

/** A service page: the shared template plus that one service's copy, loaded together. */
function servicePage(slug: ServiceSlug): ComponentType {
  return lazy(async () => {
    const [{ default: ServicePage }, page] = await Promise.all([
      import('./pages/service-page'),
      servicePageLoaders[slug](),
    ]);
    return { default: () => <ServicePage slug={slug} page={page} /> };
  });
}

export interface RouteDef {
  path: SitePath;
  /** Full document title, brand included. */
  title: string;
  description: string;
  component: ComponentType;
  type?: 'website' | 'article';
  noindex?: boolean;
}

const brand = business.name;
const t = (page: string) => `${page} | ${brand}`;

/** Every route of the site with its page and SEO data: feeds the router, prerender, sitemap and tests. */
export const routes: RouteDef[] = [
  {
    path: '/',
    title: `Custom Closets & Home Storage in Fairfield and New Haven County, CT | ${brand}`,
    description:
      'Custom closets, pantries, garage cabinets, mudrooms and home offices designed in free 3D and installed by our own Connecticut team. Lifetime hardware warranty.',
    component: HomePage,
  },
  {
    path: '/services',
    title: t('Custom Storage Services'),
    description:
      'Walk-in and reach-in closets, pantries, garage cabinets, laundry rooms, mudrooms, home office built-ins and kids’ closets, designed and installed in CT.',
    component: ServicesPage,
  },
  {
    path: '/custom-closets',
    title: t('Custom Walk-In & Reach-In Closets in CT'),
    description:
      'Custom walk-in and reach-in closets with soft-close drawers, double hanging and lighting. Free 3D design, 1–2 day installation, lifetime hardware warranty.',
    component: servicePage('custom-closets'),
  },
  {
    path: '/pantry-storage',
    title: t('Custom Pantry Storage & Organization'),
    description:
      'Pull-out drawers, adjustable shelves and clear zones for reach-in and walk-in pantries. Designed in 3D, installed in one day in Fairfield and New Haven County.',
    component: servicePage('pantry-storage'),
  },
  {
    path: '/garage-cabinets',
    title: t('Garage Cabinets, Slatwall & Workbenches'),
    description:
      'Durable garage cabinets, slatwall, overhead racks and workbenches built for Connecticut garages. Free 3D plan and professional installation.',
    component: servicePage('garage-cabinets'),
  },
  {
    path: '/laundry-mudroom',
    title: t('Laundry Room & Mudroom Storage'),
    description:
      'Mudroom lockers, benches and cubbies plus laundry cabinets and folding counters that stand up to Connecticut seasons. Free in-home design consultation.',
    component: servicePage('laundry-mudroom'),
  },
  {
    path: '/home-office',
    title: t('Home Office Built-Ins & Desks'),
    description:
      'Built-in desks, file drawers, shelving and hidden cable management for a home office that works. Designed in 3D and installed by our in-house team.',
    component: servicePage('home-office'),
  },
  {
    path: '/kids-closets',
    title: t('Kids’ Closets & Playroom Storage'),
    description:
      'Kids’ closets and playroom storage that adjust as your children grow, from toddler reach to teen wardrobe. Free 3D design in Fairfield and New Haven County.',
    component: servicePage('kids-closets'),
  },
  {
    path: '/design-process',
    title: t('Our Design Process, from Consultation to Installation'),
    description:
      'Six steps from a free in-home consultation and precise measurements to a 3D design, expert craftsmanship and a clean, professional installation.',
    component: DesignProcessPage,
  },
  {
    path: '/materials-finishes',
    title: t('Materials, Finishes & Hardware'),
    description:
      'Thermally fused melamine and real wood veneers, dozens of finishes, edge profiles, soft-close hardware and LED lighting. See samples at your free consultation.',
    component: MaterialsFinishesPage,
  },
  {
    path: '/accessories',
    title: t('Closet Accessories & Organizers'),
    description:
      'Valet rods, shoe shelves, jewelry drawers, tilt-out hampers, specialty storage and LED lighting: accessories that finish a custom closet.',
    component: AccessoriesPage,
  },
  {
    path: '/service-areas/fairfield-county-ct',
    title: t('Custom Closets in Fairfield County, CT'),
    description:
      'Custom closets and home storage in all 23 Fairfield County towns, from Greenwich and Stamford to Danbury and Newtown. No travel fees, free in-home design.',
    component: () => <ServiceAreaPage slug="fairfield-county-ct" />,
  },
  {
    path: '/service-areas/new-haven-county-ct',
    title: t('Custom Closets in New Haven County, CT'),
    description:
      'Custom closets and home storage in all 27 New Haven County towns, from Milford and Guilford to Hamden and Waterbury. No travel fees, free in-home design.',
    component: () => <ServiceAreaPage slug="new-haven-county-ct" />,
  },
  {
    path: '/city/westport',
    title: t('Custom Closets in Westport, CT'),
    description:
      'Custom closets, pantries and garage storage for Westport homes, from Saugatuck to Greens Farms. Free 3D design and professional installation.',
    component: () => <CityPage slug="westport" />,
  },
  {
    path: '/city/greenwich',
    title: t('Custom Closets in Greenwich, CT'),
    description:
      'Custom walk-in closets, pantries and garage cabinets for Greenwich homes, from Old Greenwich to Cos Cob and Riverside. Free 3D design consultation.',
    component: () => <CityPage slug="greenwich" />,
  },
  {
    path: '/city/milford',
    title: t('Custom Closets in Milford, CT'),
    description:
      'Custom closets and storage for Milford homes, from Walnut Beach to Devon and Woodmont. Free in-home design and installation by our own team.',
    component: () => <CityPage slug="milford" />,
  },
  {
    path: '/city/stamford',
    title: t('Custom Closets in Stamford, CT'),
    description:
      'Custom closets, pantries and home offices for Stamford houses and condos, from Shippan to North Stamford. Free 3D design and professional installation.',
    component: () => <CityPage slug="stamford" />,
  },
  {
    path: '/city/fairfield',
    title: t('Custom Closets in Fairfield, CT'),
    description:
      'Custom closets and home storage for Fairfield homes, from Southport to Stratfield and the beach area. Free 3D design consultation, lifetime hardware warranty.',
    component: () => <CityPage slug="fairfield" />,
  },
  {
    path: '/city/norwalk',
    title: t('Custom Closets in Norwalk, CT'),
    description:
      'Custom closets, garage storage and mudrooms for Norwalk homes, from Rowayton to Silvermine. Free in-home design and installation by our in-house team.',
    component: () => <CityPage slug="norwalk" />,
  },
  {
    path: '/city/new-haven',
    title: t('Custom Closets in New Haven, CT'),
    description:
      'Custom closets and storage for New Haven homes, from East Rock and Wooster Square to Westville. Smart solutions for older houses. Free 3D design.',
    component: () => <CityPage slug="new-haven" />,
  },
  {
    path: '/admin',
    title: t('Admin Dashboard'),
    description: 'Staff dashboard for testimonials and consultation requests.',
    component: AdminPage,
    noindex: true,
  },
  {
    path: '/gallery',
    title: t('Our Work: Custom Closet & Storage Gallery'),
    description:
      'Walk-in closets, pantries, garages, mudrooms and home offices we designed and installed across Fairfield and New Haven County, Connecticut.',
    component: GalleryPage,
  },
  {
    path: '/about',
    title: t(`About Us: A Connecticut Closet Company Since ${business.foundedYear}`),
    description: `One in-house team designing, building and installing custom storage for Connecticut homeowners since ${business.foundedYear}. Meet the people behind your project.`,
    component: AboutPage,
  },
  {
    path: '/financing',
    title: t('Financing Your Custom Storage Project'),
    description:
      'Spread the cost of your custom closet or storage project with financing through our partners. See how it works and check your options with no obligation.',
    component: FinancingPage,
  },
  {
    path: '/faq',
    title: t('Frequently Asked Questions'),
    description:
      'Answers about custom closet pricing, timelines, materials, installation, warranty, financing and our service areas in Fairfield and New Haven County.',
    component: FaqPage,
  },
  {
    path: '/contact',
    title: t('Request a Free Design Consultation'),
    description:
      'Book a free in-home design consultation for custom closets and storage in Fairfield or New Haven County. We reply within 24 hours.',
    component: ContactPage,
  },
  {
    path: '/blog',
    title: t('Closet & Home Organization Blog'),
    description:
      'Practical guides to closets, pantries and garage storage from our Connecticut design team: what to choose, what it costs and how to plan it.',
    component: BlogPage,
  },
  {
    path: '/blog/walk-in-vs-reach-in-closets',
    title: t('Walk-In vs. Reach-In Closets: Which Is Right for Your Home?'),
    description:
      'Walk-in or reach-in? Compare space, cost, layouts and resale value, with real price ranges for Connecticut homes and design tips from our team.',
    component: () => <BlogPostPage slug="walk-in-vs-reach-in-closets" />,
    type: 'article',
  },
  {
    path: '/blog/pantry-organization-ideas',
    title: t('Pantry Organization Ideas That Actually Last'),
    description:
      'Zones, pull-outs, adjustable shelving and labeling: pantry organization ideas for reach-in and walk-in pantries, with costs and installation times.',
    component: () => <BlogPostPage slug="pantry-organization-ideas" />,
    type: 'article',
  },
  {
    path: '/blog/garage-storage-systems',
    title: t('Garage Storage Systems: Cabinets, Slatwall or Overhead?'),
    description:
      'Garage cabinets, slatwall or overhead racks? When to choose each, how to combine them, sizing, DIY versus professional installation and Connecticut climate.',
    component: () => <BlogPostPage slug="garage-storage-systems" />,
    type: 'article',
  },
  {
    path: '/privacy-policy',
    title: t('Privacy Policy'),
    description:
      'How we collect, use and protect the information you share when you request a design consultation, and the choices and rights you have.',
    component: PrivacyPolicyPage,
  },
  {
    path: '/review',
    title: t('Leave a Review'),
    description:
      'Tell other Connecticut homeowners how your custom closet or storage project turned out. Every review is read by our team before it appears on the site.',
    component: ReviewPage,
    noindex: true,
  },
  {
    path: '/contact/thank-you',
    title: t('Thank You for Your Request'),
    description: 'Your consultation request has reached our design team. We will be in touch within 24 hours.',
    component: () => <ThankYouPage form="contact" />,
    noindex: true,
  },
  {
    path: '/review/thank-you',
    title: t('Thank You for Your Review'),
    description: 'Your review has reached our team. It will appear on the site once it has been checked.',
    component: () => <ThankYouPage form="review" />,
    noindex: true,
  },
];

export const notFoundRoute = {
  title: t('404 Page Not Found'),
  description: 'The page you were looking for could not be found.',
};
