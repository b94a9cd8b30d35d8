import { openDatabase } from './core/db/open-database';
import type { Db } from './core/db/types';
import { assignVisitsWithoutDesigner } from './pipeline';
import { seedDemoTestimonials } from './reviews';

/**
 * The site's database as the server opens it on every start: migrated with its keys loaded
 * (openDatabase), then what the features do each time. Demo testimonials go into an empty database
 * only when `seed` says so (the server passes SEED_DEMO_TESTIMONIALS; scripts never).
 */
export function openSiteDatabase(
  filePath: string,
  { seed = false, keyFile }: { seed?: boolean; keyFile?: string } = {},
): Db {
  const db = openDatabase(filePath, { keyFile });
  if (seed) seedDemoTestimonials(db);
  // Visits booked before every visit had its person go on that person's calendar (idempotent).
  assignVisitsWithoutDesigner(db);
  return db;
}
