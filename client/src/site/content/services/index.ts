import { customClosets } from './custom-closets';
import { garageCabinets } from './garage-cabinets';
import { homeOffice } from './home-office';
import { kidsClosets } from './kids-closets';
import { laundryMudroom } from './laundry-mudroom';
import { pantryStorage } from './pantry-storage';
import type { Service, ServiceSlug } from './types';

export type { Service, ServicePageContent, ServiceSlug } from './types';
export { serviceSlugs } from './types';

/** The six services in the order the site lists them. */
export const services: Service[] = [
  customClosets,
  pantryStorage,
  garageCabinets,
  laundryMudroom,
  homeOffice,
  kidsClosets,
];

export function getService(slug: ServiceSlug): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`Unknown service: ${slug}`);
  return service;
}

export const serviceHref = (service: Pick<Service, 'slug'>) => `/${service.slug}`;
