import { desc, eq } from 'drizzle-orm';
import type { Testimonial } from '../../shared/testimonial-schema';
import { testimonials } from './schema';
import type { Db } from './types';

const columns = {
  id: testimonials.id,
  customerName: testimonials.customerName,
  location: testimonials.location,
  rating: testimonials.rating,
  reviewText: testimonials.reviewText,
  projectType: testimonials.projectType,
  photoUrl: testimonials.photoUrl,
  approved: testimonials.approved,
  featured: testimonials.featured,
};

export function listTestimonials(db: Db, { approvedOnly }: { approvedOnly: boolean }): Testimonial[] {
  const query = db.select(columns).from(testimonials);
  const rows = approvedOnly ? query.where(eq(testimonials.approved, 'true')) : query;
  return rows.orderBy(desc(testimonials.id)).all();
}

/** Returns false when no testimonial has that id. */
export function approveTestimonial(db: Db, id: number): boolean {
  return db.update(testimonials).set({ approved: 'true' }).where(eq(testimonials.id, id)).run().changes > 0;
}

export function deleteTestimonial(db: Db, id: number): boolean {
  return db.delete(testimonials).where(eq(testimonials.id, id)).run().changes > 0;
}
