import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminTestimonial } from '../../../../shared/testimonial-schema';
import { apiRequest } from '../../lib/api-request';
import { toast } from '../ui/use-toast';
import { describeError, metricsKey, testimonialsKey, type TestimonialsResponse } from './admin-queries';
import { ConfirmDialog } from './confirm-dialog';
import { QueryState } from './query-state';
import { TestimonialCard } from './testimonial-card';

/**
 * Spec sections 2, 4, 7: approve (pending only) and delete, plus featuring a review on the home
 * page; each refreshes the list and shows a toast.
 */
export function TestimonialsPanel({ testimonials }: { testimonials: UseQueryResult<TestimonialsResponse> }) {
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<AdminTestimonial | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: testimonialsKey }),
      queryClient.invalidateQueries({ queryKey: metricsKey }),
    ]);

  const approve = useMutation({
    mutationFn: (id: number) => apiRequest('PATCH', `/api/testimonials/${id}`, { approved: 'true' }),
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Testimonial approved!' });
    },
    onError: (err) =>
      toast({ variant: 'destructive', title: 'Could not approve the testimonial', description: describeError(err) }),
  });

  const feature = useMutation({
    mutationFn: ({ id, featured }: { id: number; featured: boolean }) =>
      apiRequest('PATCH', `/api/testimonials/${id}`, { featured: featured ? 'true' : 'false' }),
    onSuccess: async (_res, { featured }) => {
      await refresh();
      toast({ title: featured ? 'Featured on the home page' : 'No longer featured' });
    },
    onError: (err) =>
      toast({ variant: 'destructive', title: 'Could not change the feature setting', description: describeError(err) }),
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/testimonials/${id}`),
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Testimonial deleted' });
    },
    onError: (err) =>
      toast({ variant: 'destructive', title: 'Could not delete the testimonial', description: describeError(err) }),
  });

  const busy = approve.isPending || feature.isPending || remove.isPending;

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
