import type { ReactNode } from 'react';
import type { AdminTestimonial } from '../../../../shared/testimonial-schema';
import { reviewCount } from './use-review-actions';

/** What the one confirmation dialog asks before a delete or a bulk action. */
export type Confirmation = {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  destructive: boolean;
  run: () => void;
};

/** Approving or deleting `n` reviews at once: those selected, or every pending one matching the search `q`. */
export function bulkConfirmation(
  action: 'approve' | 'delete',
  { n, selected, q }: { n: number; selected: boolean; q: string },
  run: () => void,
): Confirmation {
  const which = selected
    ? `the ${reviewCount(n)} you selected`
    : `every pending testimonial${q ? ` matching “${q}”` : ''} (${n})`;
  const verb = action === 'approve' ? 'Approve' : 'Delete';
  return {
    title: `${verb} ${reviewCount(n)}?`,
    body:
      action === 'approve' ? (
        <p>{`${verb} ${which}? Approved testimonials appear on the website.`}</p>
      ) : (
        <p>{`${verb} ${which}? They will be removed for good. This cannot be undone.`}</p>
      ),
    confirmLabel: `${verb} ${reviewCount(n)}`,
    destructive: action === 'delete',
    run,
  };
}

/** Deleting one review, named with its author and town. */
export function deleteConfirmation(t: AdminTestimonial, run: () => void): Confirmation {
  return {
    title: 'Delete this testimonial?',
    body: (
      <p>
        The review by {t.customerName} ({t.location}) will be removed for good. This cannot be undone.
      </p>
    ),
    confirmLabel: 'Delete testimonial',
    destructive: true,
    run,
  };
}
