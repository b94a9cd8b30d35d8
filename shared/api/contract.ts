import type { ApiRoute } from './route';
import { apiDocApi } from './api-doc';
import { bookingsApi } from './bookings';
import { galleryApi } from './gallery';
import { priceBookApi } from './price-book';
import { reviewFormApi } from './review-form';
import { reviewsApi } from './reviews';
import { siteEventsApi } from './site-events';
import { spacePhotosApi } from './space-photos';

/**
 * Every route of the API, one group a feature. The server's test holds it to what is served, and
 * the OpenAPI document is written from it; pages import their own group's file, never this one.
 */
export const contract = {
  apiDoc: apiDocApi,
  priceBook: priceBookApi,
  bookings: bookingsApi,
  spacePhotos: spacePhotosApi,
  gallery: galleryApi,
  reviews: reviewsApi,
  reviewForm: reviewFormApi,
  siteEvents: siteEventsApi,
} satisfies Record<string, Record<string, ApiRoute>>;

export const declaredRoutes = (): ApiRoute[] => Object.values(contract).flatMap((group) => Object.values(group));
