import { z } from 'zod';

export const ratingValues = ['1', '2', '3', '4', '5'] as const;
export const booleanStrings = ['true', 'false'] as const;

/** A testimonial as the admin API exposes it (spec section 3): flags and rating stay strings. */
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
});

export type Testimonial = z.infer<typeof testimonialSchema>;

/** PATCH body: approval is one-way, so only 'true' is accepted. */
export const testimonialPatchSchema = z.strictObject({
  approved: z.literal('true', { error: "approved can only be set to 'true'" }),
});

export const testimonialIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, { error: 'Testimonial id must be a positive whole number' })
  .transform(Number);

export type TestimonialsResponse = { testimonials: Testimonial[] };
