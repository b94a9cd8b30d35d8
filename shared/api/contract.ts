import type { ApiRoute } from './route';
import { accountApi } from './account';
import { apiDocApi } from './api-doc';
import { bookingsApi } from './bookings';
import { galleryApi } from './gallery';
import { invitationApi } from './invitation';
import { passwordResetApi } from './password-reset';
import { priceBookApi } from './price-book';
import { reviewFormApi } from './review-form';
import { reviewsApi } from './reviews';
import { signInApi } from './sign-in';
import { siteEventsApi } from './site-events';
import { spacePhotosApi } from './space-photos';

/**
 * Every route of the API, one group a feature. The server's test holds it to what is served, and
 * the OpenAPI document is written from it; pages import their own group's file, never this one.
 */
export const contract = {
  account: accountApi,
  apiDoc: apiDocApi,
  invitation: invitationApi,
  passwordReset: passwordResetApi,
  priceBook: priceBookApi,
  signIn: signInApi,
  bookings: bookingsApi,
  spacePhotos: spacePhotosApi,
  gallery: galleryApi,
  reviews: reviewsApi,
  reviewForm: reviewFormApi,
  siteEvents: siteEventsApi,
} satisfies Record<string, Record<string, ApiRoute>>;

export const declaredRoutes = (): ApiRoute[] => Object.values(contract).flatMap((group) => Object.values(group));
