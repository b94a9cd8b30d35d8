import { services } from '../../../../shared/services';

export interface NavLink {
  label: string;
  href: string;
}

/** Header and mobile menu links. */
export const mainNav: NavLink[] = [
  { label: 'Services', href: '/services' },
  { label: 'Our Process', href: '/design-process' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'About', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

export const footerServices: NavLink[] = services.map((s) => ({ label: s.label, href: `/${s.slug}` }));

export const footerCompany: NavLink[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Our Process', href: '/design-process' },
  { label: 'Materials & Finishes', href: '/materials-finishes' },
  { label: 'Financing', href: '/financing' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Contact', href: '/contact' },
  { label: 'Leave a Review', href: '/review' },
];

export const footerServiceAreas: NavLink[] = [
  { label: 'Fairfield County, CT', href: '/service-areas/fairfield-county-ct' },
  { label: 'New Haven County, CT', href: '/service-areas/new-haven-county-ct' },
];
