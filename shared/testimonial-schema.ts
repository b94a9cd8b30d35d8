// zod/mini, its numbers written with z.custom: the staff pages keep these alive through the API
// contract, and every zod type they use lands in the zod chunk the public forms load
// (shared/api/lean-schemas.ts).
import * as z from 'zod/mini';
import { literalValue, numberValue } from './api/lean-schemas';
import { activityStampSchema, type ActivityStamp } from './activity';
import { idParams } from './id-schema';
import { pageParam, searchParam } from './paging';
import type { reviewRatings } from './review-schema';

const booleanStrings = ['true', 'false'] as const;

/**
 * The review form's ratings, written out rather than imported: the staff pages parse answers with
 * this file, and sharing review-schema.ts with them would split /review's bundle into more files.
 */
const ratings = ['1', '2', '3', '4', '5'] as const satisfies typeof reviewRatings;

/**
 * A testimonial as GET /api/testimonials returns it: flags and rating are strings ('true', '5'),
 * as the site's clients expect. The public sees approved ones only, and never the reviewer's e-mail or the moderation flags.
 */
export const testimonialSchema = /* @__PURE__ */ (() =>
  z.object({
    id: numberValue(),
    customerName: z.string(),
    location: z.string(),
    rating: z.enum(ratings),
    reviewText: z.string(),
    projectType: z.string(),
    photoUrl: z.optional(z.nullable(z.string())),
    approved: z.enum(booleanStrings),
    featured: z.enum(booleanStrings),
    createdAt: z.string(),
  }))();

export type Testimonial = z.infer<typeof testimonialSchema>;

/** What signed-in staff also see: the reviewer's e-mail and whether the text contains a link. */
export const adminTestimonialSchema = /* @__PURE__ */ (() =>
  z.object({
    ...testimonialSchema.shape,
    email: z.nullable(z.string()),
    hasLink: z.boolean(),
  }))();

export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

/** PATCH body: approve ('true') or unpublish back to pending ('false'); feature or unfeature. */
export const testimonialPatchSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      approved: z.optional(z.enum(booleanStrings, { error: "approved must be 'true' or 'false'" })),
      featured: z.optional(z.enum(booleanStrings, { error: "featured must be 'true' or 'false'" })),
      /** A published gallery photo shown with the review or null to remove it. */
      photoUrl: z.optional(
        z.nullable(
          z.string().check(
            z.regex(/^\/media\/[0-9a-f]{32}\/\d{1,5}\.jpg$/, {
              error: 'photoUrl must be the address of a gallery photo',
            }),
          ),
        ),
      ),
    })
    .check(
      z.refine((body) => body.approved !== undefined || body.featured !== undefined || body.photoUrl !== undefined, {
        error: 'Send approved or featured',
      }),
    ))();

export type TestimonialPatch = z.infer<typeof testimonialPatchSchema>;

/** The path parameters of /api/testimonials/:id. */
export const testimonialParamsSchema = /* @__PURE__ */ (() => idParams('Testimonial'))();

/** GET /api/testimonials as the public reads it. */
export type TestimonialsResponse = { testimonials: Testimonial[] };
/** GET /api/testimonials as staff who moderate read it without a query. */
export const adminTestimonialsResponseSchema = /* @__PURE__ */ (() =>
  z.object({ testimonials: z.array(adminTestimonialSchema) }))();

/** The Testimonials tab's filter; `all` is the default view. */
export const testimonialFilters = ['all', 'pending', 'approved', 'featured'] as const;
export type TestimonialFilter = (typeof testimonialFilters)[number];

/** Big enough that an ordinary month of reviews fits on one page. */
export const testimonialsPageSize = 25;

/** Paging, filter and search of GET /api/testimonials for signed-in staff. */
export const adminTestimonialsQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    status: z._default(
      z.enum(testimonialFilters, { error: "status must be 'all', 'pending', 'approved' or 'featured'" }),
      'all',
    ),
    q: searchParam,
    page: pageParam,
  }))();
export type AdminTestimonialsQuery = z.infer<typeof adminTestimonialsQuerySchema>;

/** The dashboard's review figures over every review: average rating to one decimal (0 when none), bars 5 down to 1. */
const reviewFiguresSchema = /* @__PURE__ */ (() =>
  z.object({
    averageRating: numberValue(),
    ratingBreakdown: z.array(z.object({ rating: numberValue(), count: numberValue() })),
  }))();
export type ReviewFigures = z.infer<typeof reviewFiguresSchema>;

/**
 * GET /api/testimonials?status=&q=&page= (staff): one page of reviews, newest first, how many reviews
 * match the search under each filter, and the figures over every review.
 */
export const adminTestimonialsPageSchema = /* @__PURE__ */ (() =>
  z.object({
    ...adminTestimonialsResponseSchema.shape,
    total: numberValue(),
    page: numberValue(),
    pageSize: numberValue(),
    counts: z.object({
      all: numberValue(),
      pending: numberValue(),
      approved: numberValue(),
      featured: numberValue(),
    }) satisfies z.ZodMiniType<Record<TestimonialFilter, number>>,
    /** The last moderation change of each review on the page that has one, by review id. */
    lastChanges: z.custom<Record<number, ActivityStamp>>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        Object.values(value).every((stamp) => z.safeParse(activityStampSchema, stamp).success),
    ),
    ...reviewFiguresSchema.shape,
  }))();
export type AdminTestimonialsPage = z.infer<typeof adminTestimonialsPageSchema>;

const bulkReviewsMax = 200;

/**
 * POST /api/testimonials/bulk: approve or delete the selected reviews (`ids`), or every pending
 * review matching a search (`allPendingMatching`), never both.
 */
export const testimonialsBulkSchema = /* @__PURE__ */ (() => {
  const reviewId = z.custom<number>((id) => Number.isSafeInteger(id) && (id as number) > 0, {
    error: 'ids must be review ids',
  });
  return z
    .strictObject({
      action: z.enum(['approve', 'delete'], { error: "action must be 'approve' or 'delete'" }),
      ids: z.optional(
        z
          .array(reviewId, { error: 'ids must be a list of review ids' })
          .check(
            z.minLength(1, { error: 'Select at least one review' }),
            z.maxLength(bulkReviewsMax, { error: `Select at most ${bulkReviewsMax} reviews at a time` }),
          ),
      ),
      allPendingMatching: z.optional(z.strictObject({ q: searchParam }, { error: 'allPendingMatching must be { q }' })),
    })
    .check(
      z.refine((body) => (body.ids === undefined) !== (body.allPendingMatching === undefined), {
        error: 'Send either ids or allPendingMatching',
      }),
    );
})();
export type TestimonialsBulk = z.infer<typeof testimonialsBulkSchema>;
export const testimonialsBulkResponseSchema = /* @__PURE__ */ (() =>
  z.object({ success: literalValue(true), changed: numberValue() }))();
