import { lazy, type ComponentType } from 'react';
import { sitePages, type SitePage, type SitePath } from '../../shared/paths';
import { servicePageLoaders } from './site/content/service-pages/loaders';
import type { ServiceSlug } from './site/content/services/types';

const HomePage = lazy(() => import('./site/pages/home-page'));
const ServicesPage = lazy(() => import('./site/pages/services-page'));
const DesignProcessPage = lazy(() => import('./site/pages/design-process-page'));
const MaterialsFinishesPage = lazy(() => import('./site/pages/materials-finishes-page'));
const AccessoriesPage = lazy(() => import('./site/pages/accessories-page'));
const ServiceAreaPage = lazy(() => import('./site/pages/service-area-page'));
const CityPage = lazy(() => import('./site/pages/city-page'));
// The staff area (/admin and under it): its own router, from shared/staff-pages.ts.
export const AdminPage = lazy(() => import('./staff/admin-page'));
const GalleryPage = lazy(() => import('./site/pages/gallery-page'));
const AboutPage = lazy(() => import('./site/pages/about-page'));
const FinancingPage = lazy(() => import('./site/pages/financing-page'));
const FaqPage = lazy(() => import('./site/pages/faq-page'));
const ContactPage = lazy(() => import('./site/pages/contact-page'));
const BlogPage = lazy(() => import('./site/pages/blog-page'));
const BlogPostPage = lazy(() => import('./site/pages/blog-post-page'));
const PrivacyPolicyPage = lazy(() => import('./site/pages/privacy-policy-page'));
const ReviewPage = lazy(() => import('./site/pages/review-page'));
const ThankYouPage = lazy(() => import('./site/pages/thank-you-page'));
const PlanPage = lazy(() => import('./site/pages/plan-page'));

/** A service page: the shared template plus that one service's copy, loaded together. */
function servicePage(slug: ServiceSlug): ComponentType {
  return lazy(async () => {
    const [{ default: ServicePage }, page] = await Promise.all([
      import('./site/pages/service-page'),
      servicePageLoaders[slug](),
    ]);
    return { default: () => <ServicePage slug={slug} page={page} /> };
  });
}

export interface SiteRoute extends SitePage {
  path: SitePath;
  component: ComponentType;
}

/** The page of each path: a path of shared/paths.ts without a page here does not compile. */
const pages: Record<SitePath, ComponentType> = {
  '/': HomePage,
  '/services': ServicesPage,
  '/custom-closets': servicePage('custom-closets'),
  '/pantry-storage': servicePage('pantry-storage'),
  '/garage-cabinets': servicePage('garage-cabinets'),
  '/laundry-mudroom': servicePage('laundry-mudroom'),
  '/home-office': servicePage('home-office'),
  '/kids-closets': servicePage('kids-closets'),
  '/design-process': DesignProcessPage,
  '/materials-finishes': MaterialsFinishesPage,
  '/accessories': AccessoriesPage,
  '/service-areas/fairfield-county-ct': () => <ServiceAreaPage slug="fairfield-county-ct" />,
  '/service-areas/new-haven-county-ct': () => <ServiceAreaPage slug="new-haven-county-ct" />,
  '/city/westport': () => <CityPage slug="westport" />,
  '/city/greenwich': () => <CityPage slug="greenwich" />,
  '/city/milford': () => <CityPage slug="milford" />,
  '/city/stamford': () => <CityPage slug="stamford" />,
  '/city/fairfield': () => <CityPage slug="fairfield" />,
  '/city/norwalk': () => <CityPage slug="norwalk" />,
  '/city/new-haven': () => <CityPage slug="new-haven" />,
  '/gallery': GalleryPage,
  '/gallery/custom-closets': () => <GalleryPage room="custom-closets" />,
  '/gallery/pantry-storage': () => <GalleryPage room="pantry-storage" />,
  '/gallery/garage-cabinets': () => <GalleryPage room="garage-cabinets" />,
  '/gallery/laundry-mudroom': () => <GalleryPage room="laundry-mudroom" />,
  '/gallery/home-office': () => <GalleryPage room="home-office" />,
  '/gallery/kids-closets': () => <GalleryPage room="kids-closets" />,
  '/about': AboutPage,
  '/financing': FinancingPage,
  '/faq': FaqPage,
  '/contact': ContactPage,
  '/blog': BlogPage,
  '/blog/walk-in-vs-reach-in-closets': () => <BlogPostPage slug="walk-in-vs-reach-in-closets" />,
  '/blog/pantry-organization-ideas': () => <BlogPostPage slug="pantry-organization-ideas" />,
  '/blog/garage-storage-systems': () => <BlogPostPage slug="garage-storage-systems" />,
  '/plan': PlanPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/review': ReviewPage,
  '/contact/thank-you': () => <ThankYouPage form="contact" />,
  '/review/thank-you': () => <ThankYouPage form="review" />,
};

/** Every page of the site (shared/paths.ts) with its page component and SEO data, for the browser's router. */
export const siteRoutes: SiteRoute[] = sitePages.map((page) => ({ ...page, component: pages[page.path] }));
