/**
 * The paths the homeowner's booking page (/book/<token>) calls, as the contract declares them
 * (shared/api/bookings.ts, space-photos.ts) and filled in with `pathTo`: its times, a booking or a
 * move, a cancellation, without JavaScript the times of another choice, and a photo of the space.
 * Apart from the contract's files, whose schemas the booking page must not load for a path.
 */
export const bookingApiPath = '/api/bookings/:token';
export const bookingCancelPath = `${bookingApiPath}/cancel` as const;
export const bookingTimesPath = `${bookingApiPath}/times` as const;
export const spacePhotoUploadPath = `${bookingApiPath}/photos` as const;
