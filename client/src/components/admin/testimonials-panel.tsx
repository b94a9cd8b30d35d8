import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { Testimonial } from '../../../../shared/testimonial-schema';
import { apiRequest } from '../../lib/api-request';
import { toast } from '../ui/use-toast';
import { describeError, metricsKey, testimonialsKey, type TestimonialsResponse } from './admin-queries';
import { ConfirmDialog } from './confirm-dialog';
import { QueryState } from './query-state';
import { TestimonialCard } from './testimonial-card';

/** Spec sections 2, 4, 7: approve (pending only) and delete, each refreshing the list and showing a toast. */
export function TestimonialsPanel({ testimonials }: { testimonials: UseQueryResult<TestimonialsResponse> }) {
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<Testimonial | null>(null);
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

  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/testimonials/${id}`),
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Testimonial deleted' });
    },
    onError: (err) =>
      toast({ variant: 'destructive', title: 'Could not delete the testimonial', description: describeError(err) }),
  });

  const busy = approve.isPending || remove.isPending;

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
