import type { ServicePageContent, ServiceSlug } from '../services/types';

/** Each service page's copy as its own chunk: a route downloads only the service it shows. */
export const servicePageLoaders: Record<ServiceSlug, () => Promise<ServicePageContent>> = {
  'custom-closets': () => import('./custom-closets').then((m) => m.customClosetsPage),
  'pantry-storage': () => import('./pantry-storage').then((m) => m.pantryStoragePage),
  'garage-cabinets': () => import('./garage-cabinets').then((m) => m.garageCabinetsPage),
  'laundry-mudroom': () => import('./laundry-mudroom').then((m) => m.laundryMudroomPage),
  'home-office': () => import('./home-office').then((m) => m.homeOfficePage),
  'kids-closets': () => import('./kids-closets').then((m) => m.kidsClosetsPage),
};
