import { customClosetsPage } from './custom-closets';
import { garageCabinetsPage } from './garage-cabinets';
import { homeOfficePage } from './home-office';
import { kidsClosetsPage } from './kids-closets';
import { laundryMudroomPage } from './laundry-mudroom';
import { pantryStoragePage } from './pantry-storage';
import type { ServicePageContent, ServiceSlug } from '../services/types';

/**
 * Full page content per service. Kept apart from the card list in services/index.ts so pages
 * that show only the cards (home, /services) do not ship every service's FAQ and copy.
 */
export const servicePages: Record<ServiceSlug, ServicePageContent> = {
  'custom-closets': customClosetsPage,
  'pantry-storage': pantryStoragePage,
  'garage-cabinets': garageCabinetsPage,
  'laundry-mudroom': laundryMudroomPage,
  'home-office': homeOfficePage,
  'kids-closets': kidsClosetsPage,
};
