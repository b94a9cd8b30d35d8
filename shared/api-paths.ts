/**
 * The API paths public pages call. The staff client's are in staff-api-paths.ts: this module lands
 * in the bundle every page loads, so it stays this small. The routers under server/ answer them
 * (server/app.ts mounts them under /api). The contract (shared/api/) declares its routes with
 * these: its files carry schemas the staff pages keep alive, which a public page must not load for
 * a path. The booking page's are in api/booking-paths.ts, out of the bundle every page loads.
 */

/** A path segment from an id or token. */
export const segment = (value: number | string) => encodeURIComponent(String(value));

// Public: the spec's calls and the site's own.
export const contactPath = '/api/contact';
export const testimonialsPath = '/api/testimonials';
export const eventsPath = '/api/events';
export const galleryPath = '/api/gallery';

// A homeowner's proposal (/proposal/<token>): opening the page changes nothing; these do.
export const proposalsPath = '/api/proposals';
export const proposalApiPath = (token: string) => `${proposalsPath}/${segment(token)}`;
export const proposalViewedPath = (token: string) => `${proposalApiPath(token)}/viewed`;
export const proposalAcceptPath = (token: string) => `${proposalApiPath(token)}/accept`;
export const proposalDeclinePath = (token: string) => `${proposalApiPath(token)}/decline`;
export const proposalCancelPath = (token: string) => `${proposalApiPath(token)}/cancel`;
export const proposalContractPath = (token: string) => `${proposalApiPath(token)}/contract.pdf`;
/** The price book: public read (the planner's estimate), staff write. */
export const priceBookPath = '/api/price-book';
