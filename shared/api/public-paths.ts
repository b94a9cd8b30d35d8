/**
 * The API paths the public pages call, in the module every page loads, so it imports nothing and
 * stays this small. The contract's declarations (this folder) use them: their files carry the
 * schemas the staff pages parse with, which a public page must not load for a path. The booking and
 * proposal pages' paths are in booking-paths.ts and proposal-paths.ts, out of that bundle.
 */

// Public: the spec's calls and the site's own.
export const contactPath = '/api/contact';
export const testimonialsPath = '/api/testimonials';
export const eventsPath = '/api/events';
export const galleryPath = '/api/gallery';

/** The price book: public read (the planner's estimate), staff write. */
export const priceBookPath = '/api/price-book';
