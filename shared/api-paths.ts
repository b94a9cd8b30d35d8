/**
 * The API paths public pages call; the staff client calls the contract's (shared/api/). This module
 * lands in the bundle every page loads, so it stays this small. The routers under server/ answer them
 * (server/app.ts mounts them under /api). The contract (shared/api/) declares its routes with
 * these: its files carry schemas the staff pages keep alive, which a public page must not load for
 * a path. The booking and proposal pages' are in api/booking-paths.ts and api/proposal-paths.ts,
 * out of the bundle every page loads.
 */

// Public: the spec's calls and the site's own.
export const contactPath = '/api/contact';
export const testimonialsPath = '/api/testimonials';
export const eventsPath = '/api/events';
export const galleryPath = '/api/gallery';

/** The price book: public read (the planner's estimate), staff write. */
export const priceBookPath = '/api/price-book';
