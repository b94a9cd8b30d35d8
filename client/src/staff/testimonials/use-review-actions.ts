import { useQuery } from '@tanstack/react-query';
import type { TestimonialsBulk } from '../../../../shared/testimonial-schema';
import { galleryQuery } from '../api/gallery';
import { adminTestimonialsKey, bulkReviews, deleteReview, patchReview } from '../api/reviews';
import { useAdminAction } from '../parts/use-admin-action';

/** "1 testimonial", "3 testimonials". */
export const reviewCount = (n: number) => `${n} ${n === 1 ? 'testimonial' : 'testimonials'}`;

/**
 * The moderation actions of the Testimonials tab, each with its toast and a refresh of the list
 * and the dashboard figures (the spec's "Testimonial approved!" and "Testimonial deleted"), and the
 * published photos a review can show.
 */
export function useReviewActions() {
  const refresh = [adminTestimonialsKey];

  const approve = useAdminAction({
    run: (id: number) => patchReview(id, { approved: 'true' }),
    refresh,
    done: () => ({ title: 'Testimonial approved!' }),
    failed: 'Could not approve the testimonial',
  });

  const unpublish = useAdminAction({
    run: (id: number) => patchReview(id, { approved: 'false' }),
    refresh,
    done: () => ({ title: 'Testimonial unpublished', description: 'It is pending again and no longer on the site.' }),
    failed: 'Could not unpublish the testimonial',
  });

  const feature = useAdminAction({
    run: ({ id, featured }: { id: number; featured: boolean; pending: boolean }) =>
      patchReview(id, { featured: featured ? 'true' : 'false' }),
    refresh,
    done: ({ featured, pending }) => ({
      title: !featured ? 'No longer featured' : pending ? 'Featured once approved' : 'Featured on the home page',
      description:
        featured && pending ? 'A pending review shows on the home page only after you approve it.' : undefined,
    }),
    failed: 'Could not change the feature setting',
  });

  const remove = useAdminAction({
    run: (id: number) => deleteReview(id),
    refresh,
    done: () => ({ title: 'Testimonial deleted' }),
    failed: 'Could not delete the testimonial',
  });

  const bulk = useAdminAction({
    run: (body: TestimonialsBulk) => bulkReviews(body),
    refresh,
    done: ({ action }, { changed }) => ({
      title: `${reviewCount(changed)} ${action === 'approve' ? 'approved' : 'deleted'}`,
    }),
    failed: 'Could not change the testimonials',
  });

  const gallery = useQuery(galleryQuery);
  const publishedPhotos = gallery.data?.photos.filter((p) => p.published && p.status === 'ready') ?? [];
  const attach = useAdminAction({
    run: ({ id, photoUrl }: { id: number; photoUrl: string | null }) => patchReview(id, { photoUrl }),
    refresh,
    done: ({ photoUrl }) => ({ title: photoUrl ? 'Photo added to the review' : 'Photo removed from the review' }),
    failed: 'Could not change the photo',
  });

  const busy = [approve, unpublish, feature, remove, bulk, attach].some((a) => a.isPending);
  return { approve, unpublish, feature, remove, bulk, attach, publishedPhotos, busy };
}
