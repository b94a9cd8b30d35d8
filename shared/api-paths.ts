/**
 * The API paths public pages call. The staff client's are in staff-api-paths.ts: this module lands
 * in the bundle every page loads, so it stays this small. The routers under server/ answer them
 * (server/app.ts mounts them under /api). Those declared in the contract (shared/api/) are written
 * as it declares them (`:token`) and filled in with its `pathTo`: the contract's files carry
 * schemas the staff pages keep alive, which a public page must not load for a path.
 */

/** A path segment from an id or token. */
export const segment = (value: number | string) => encodeURIComponent(String(value));

// Public: the spec's calls and the site's own.
export const contactPath = '/api/contact';
export const testimonialsPath = '/api/testimonials';
export const eventsPath = '/api/events';
export const galleryPath = '/api/gallery';

// The homeowner's booking page (/book/<token>): its times, a booking or a move, a cancellation, and
// without JavaScript the times of another choice; the photos of their space.
export const bookingApiPath = '/api/bookings/:token';
export const bookingCancelPath = '/api/bookings/:token/cancel';
export const bookingTimesPath = '/api/bookings/:token/times';
export const spacePhotoUploadPath = '/api/bookings/:token/photos';

// A homeowner's proposal (/proposal/<token>): opening the page changes nothing; these do.
export const proposalsPath = '/api/proposals';
export const proposalApiPath = (token: string) => `${proposalsPath}/${segment(token)}`;
export const proposalViewedPath = (token: string) => `${proposalApiPath(token)}/viewed`;
export const proposalAcceptPath = (token: string) => `${proposalApiPath(token)}/accept`;
export const proposalDeclinePath = (token: string) => `${proposalApiPath(token)}/decline`;
export const proposalCancelPath = (token: string) => `${proposalApiPath(token)}/cancel`;
export const proposalContractPath = (token: string) => `${proposalApiPath(token)}/contract.pdf`;
