import { count } from 'drizzle-orm';
import { testimonials } from './schema';
import type { Db } from '../core/db/types';

type NewTestimonial = typeof testimonials.$inferInsert;

export const demoTestimonials: NewTestimonial[] = [
  {
    customerName: 'Laura M.',
    location: 'Westport, CT',
    rating: '5',
    reviewText:
      'Our 1960s colonial had one narrow reach-in for two people. They turned it into double hanging, a shoe wall and drawers, and the install took a single day. The 3D drawing matched the finished closet exactly.',
    projectType: 'Reach-In Closet',
    approved: 'true',
    featured: 'true',
  },
  {
    customerName: 'David and Priya S.',
    location: 'Hamden, CT',
    rating: '5',
    reviewText:
      'The pantry went from a jumble of wire shelves to pull-out drawers and adjustable shelving. Installed in one day, crew vacuumed before they left. We finally know what we have.',
    projectType: 'Pantry',
    approved: 'true',
    featured: 'true',
  },
  {
    customerName: 'Mike R.',
    location: 'Milford, CT',
    rating: '4',
    reviewText:
      'Garage cabinets and a slatwall for the tools. Solid work and they showed up when they said they would. Took one extra day because of an outlet we had to move, but they kept us posted.',
    projectType: 'Garage',
    approved: 'true',
    featured: 'false',
  },
  {
    customerName: 'Karen T.',
    location: 'Stamford, CT',
    rating: '5',
    reviewText:
      'Our walk-in finally works for both of us. The designer measured everything, listened, and the soft-close drawers feel like furniture.',
    projectType: 'Walk-In Closet',
    approved: 'false',
    featured: 'false',
  },
  {
    customerName: 'Tom W.',
    location: 'Guilford, CT',
    rating: '3',
    reviewText:
      'Nice mudroom lockers and bench. The finish sample took a couple of weeks to arrive, which slowed us down, but the result looks great.',
    projectType: 'Mudroom',
    approved: 'false',
    featured: 'false',
  },
  {
    customerName: 'Elena G.',
    location: 'Norwalk, CT',
    rating: '5',
    reviewText:
      'A home office built into a spare bedroom closet: desk, file drawers and shelves with the cables hidden. Exactly what I needed for working from home.',
    projectType: 'Home Office',
    approved: 'false',
    featured: 'false',
  },
];

const SEEDED = 1;

/**
 * Fills a new database with demo testimonials once, so the site and the admin have something to
 * show. `user_version` records that it happened: staff deleting every testimonial must not bring
 * the demo rows back on the next start.
 */
export function seedDemoTestimonials(db: Db): void {
  if (db.$client.pragma('user_version', { simple: true }) === SEEDED) return;
  const [row] = db.select({ n: count() }).from(testimonials).all();
  if ((row?.n ?? 0) === 0) db.insert(testimonials).values(demoTestimonials).run();
  db.$client.pragma(`user_version = ${SEEDED}`);
}
