import { z } from 'zod';

export const ratingValues = ['1', '2', '3', '4', '5'] as const;
export const booleanStrings = ['true', 'false'] as const;

/**
 * A testimonial as GET /api/testimonials returns it (spec section 3): flags and rating stay
 * strings. The public sees approved ones only, and never the reviewer's e-mail or the moderation flags.
 */
export const testimonialSchema = z.object({
  id: z.number().int().positive(),
  customerName: z.string(),
  location: z.string(),
  rating: z.enum(ratingValues),
  reviewText: z.string(),
  projectType: z.string(),
  photoUrl: z.string().nullable().optional(),
  approved: z.enum(booleanStrings),
  featured: z.enum(booleanStrings),
  createdAt: z.string(),
});

export type Testimonial = z.infer<typeof testimonialSchema>;

/** What signed-in staff also see: the reviewer's e-mail and whether the text contains a link. */
export const adminTestimonialSchema = testimonialSchema.extend({
  email: z.string().nullable(),
  hasLink: z.boolean(),
});

export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

/** PATCH body: approval is one-way, so only 'true' is accepted; featured can be switched either way. */
export const testimonialPatchSchema = z
  .strictObject({
    approved: z.literal('true', { error: "approved can only be set to 'true'" }).optional(),
    featured: z.enum(booleanStrings, { error: "featured must be 'true' or 'false'" }).optional(),
    /** A published gallery photo shown with the review (issue 19), or null to remove it. */
    photoUrl: z
      .string()
      .regex(/^\/media\/[0-9a-f]{32}\/\d{1,5}\.jpg$/, { error: 'photoUrl must be the address of a gallery photo' })
      .nullable()
      .optional(),
  })
  .refine((body) => body.approved !== undefined || body.featured !== undefined || body.photoUrl !== undefined, {
    error: 'Send approved or featured',
  });

export type TestimonialPatch = z.infer<typeof testimonialPatchSchema>;

export const testimonialIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, { error: 'Testimonial id must be a positive whole number' })
  .transform(Number);

export type TestimonialsResponse = { testimonials: Testimonial[] };
export type AdminTestimonialsResponse = { testimonials: AdminTestimonial[] };
