import * as z from 'zod/mini';
import { testimonialsPath } from './public-paths';
import {
  adminTestimonialsPageSchema,
  adminTestimonialsQuerySchema,
  adminTestimonialsResponseSchema,
  testimonialParamsSchema,
  testimonialPatchSchema,
  testimonialsBulkResponseSchema,
  testimonialsBulkSchema,
  testimonialSchema,
} from '../testimonial-schema';
import { oneOf } from './lean-schemas';
import { route } from './route';
import { okAnswer } from './ok-answer';

const testimonialPath = '/api/testimonials/:id';

/** Customer reviews (the spec's testimonials): anyone reads the approved ones and sends one; staff moderate. */
export const reviewsApi = /* @__PURE__ */ (() => ({
  list: route({
    method: 'GET',
    path: testimonialsPath,
    summary:
      'The approved reviews; staff who moderate get every review, or with a query one page of the Testimonials tab with its counts and figures',
    access: 'public',
    // Read for a page of the Testimonials tab only: the public's answer ignores it.
    query: adminTestimonialsQuerySchema,
    // The spec's entity has no createdAt (this server adds it): the dashboard also works without it.
    answer: oneOf([
      adminTestimonialsPageSchema,
      adminTestimonialsResponseSchema,
      z.object({ testimonials: z.array(z.object({ ...testimonialSchema.shape, createdAt: z.optional(z.string()) })) }),
    ]),
  }),
  bulk: route({
    method: 'POST',
    path: '/api/testimonials/bulk',
    summary: 'Approve or delete the selected reviews, or every pending review matching a search',
    access: { permission: 'reviews:moderate' },
    body: testimonialsBulkSchema,
    answer: testimonialsBulkResponseSchema,
  }),
  patch: route({
    method: 'PATCH',
    path: testimonialPath,
    summary: 'Approve or unpublish a review, feature it, or show a published gallery photo with it',
    access: { permission: 'reviews:moderate' },
    params: testimonialParamsSchema,
    body: testimonialPatchSchema,
    answer: okAnswer,
  }),
  remove: route({
    method: 'DELETE',
    path: testimonialPath,
    summary: 'Delete a review',
    access: { permission: 'reviews:moderate' },
    params: testimonialParamsSchema,
    answer: okAnswer,
  }),
}))();
