import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AdminGalleryResponse } from '../../../../shared/gallery';
import { useState } from 'react';
import type { AdminTestimonial } from '../../../../shared/testimonial-schema';
import { apiRequest } from '../../lib/api-request';
import { galleryKey, metricsKey, testimonialsKey, type TestimonialsResponse } from './admin-queries';
import { ConfirmDialog } from './confirm-dialog';
import { QueryState } from './query-state';
import { TestimonialCard } from './testimonial-card';
import { useAdminAction } from './use-admin-action';

/**
 * Spec sections 2, 4, 7: approve (pending only) and delete, plus featuring a review on the home
 * page; each refreshes the list and shows a toast.
 */
export function TestimonialsPanel({ testimonials }: { testimonials: UseQueryResult<TestimonialsResponse> }) {
  const [toDelete, setToDelete] = useState<AdminTestimonial | null>(null);
  const refresh = [testimonialsKey, metricsKey];

  const approve = useAdminAction({
    run: (id: number) => apiRequest('PATCH', `/api/testimonials/${id}`, { approved: 'true' }),
    refresh,
    done: () => ({ title: 'Testimonial approved!' }),
    failed: 'Could not approve the testimonial',
  });

  const feature = useAdminAction({
    run: ({ id, featured }: { id: number; featured: boolean }) =>
      apiRequest('PATCH', `/api/testimonials/${id}`, { featured: featured ? 'true' : 'false' }),
    refresh,
    done: ({ featured }) => ({ title: featured ? 'Featured on the home page' : 'No longer featured' }),
    failed: 'Could not change the feature setting',
  });

  const remove = useAdminAction({
    run: (id: number) => apiRequest('DELETE', `/api/testimonials/${id}`),
    refresh,
    done: () => ({ title: 'Testimonial deleted' }),
    failed: 'Could not delete the testimonial',
  });

  const gallery = useQuery<AdminGalleryResponse>({ queryKey: galleryKey });
  const publishedPhotos = gallery.data?.photos.filter((p) => p.published && p.status === 'ready') ?? [];
  const attach = useAdminAction({
    run: ({ id, photoUrl }: { id: number; photoUrl: string | null }) =>
      apiRequest('PATCH', `/api/testimonials/${id}`, { photoUrl }),
    refresh,
    done: ({ photoUrl }) => ({ title: photoUrl ? 'Photo added to the review' : 'Photo removed from the review' }),
    failed: 'Could not change the photo',
  });

  const busy = approve.isPending || feature.isPending || remove.isPending || attach.isPending;

  return (
    <section aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className="text-2xl">
        Testimonials
      </h2>
      <QueryState query={testimonials} what="testimonials">
        {({ testimonials: list }) =>
          list.length === 0 ? (
            <p className="mt-4 rounded-xl border border-dashed border-line bg-white p-8 text-center text-ink-soft">
              No testimonials yet
            </p>
          ) : (
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {list.map((t) => (
                <li key={t.id} className="grid">
                  <TestimonialCard
                    testimonial={t}
                    busy={busy}
                    onApprove={() => approve.mutate(t.id)}
                    onFeature={(featured) => feature.mutate({ id: t.id, featured })}
                    onDelete={() => setToDelete(t)}
                    photos={publishedPhotos}
                    onPhoto={(photoUrl) => attach.mutate({ id: t.id, photoUrl })}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this testimonial?"
        confirmLabel="Delete testimonial"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id);
          setToDelete(null);
        }}
      >
        {toDelete ? (
          <p>
            The review by {toDelete.customerName} ({toDelete.location}) will be removed for good. This cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
