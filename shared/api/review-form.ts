import * as z from 'zod/mini';
import { testimonialsPath } from './public-paths';
import { reviewRequestSchema } from '../review-schema';
import { route } from './route';

/**
 * The /review form's post (the spec's POST /api/testimonials), apart from reviewsApi: the staff pages
 * call that one, and this file's import of the public form's schema would otherwise join their
 * bundle to /review's and split it into more files.
 */
export const reviewFormApi = /* @__PURE__ */ (() => ({
  submit: route({
    method: 'POST',
    path: testimonialsPath,
    summary: 'Send a review from /review: stored pending, shown once staff approve it',
    access: 'public',
    body: reviewRequestSchema,
    formPost: true,
    answer: z.object({ success: z.literal(true), message: z.string() }),
  }),
}))();
