import { Check, Trash2 } from 'lucide-react';
import type { Testimonial } from '../../../../shared/testimonial-schema';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { StarRating } from './star-rating';
import { cardVariants } from '../ui/card';

export function TestimonialCard({
  testimonial: t,
  busy,
  onApprove,
  onDelete,
}: {
  testimonial: Testimonial;
  busy: boolean;
  onApprove: () => void;
  onDelete: () => void;
}) {
  const pending = t.approved === 'false';
  return (
    <article
      aria-labelledby={`testimonial-${t.id}`}
      className={cardVariants({ padding: 'compact', className: 'flex flex-col gap-3' })}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`testimonial-${t.id}`} className="text-xl">
            {t.customerName}
          </h3>
          <p className="text-sm text-ink-muted">{t.location}</p>
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide',
            pending ? 'bg-brass-100 text-brass-700' : 'bg-harbor-100 text-harbor-800',
          )}
        >
          {pending ? 'Pending' : 'Approved'}
        </span>
      </div>
      <StarRating rating={Number(t.rating)} />
      <blockquote className="leading-relaxed text-ink-soft">“{t.reviewText}”</blockquote>
      <p className="text-sm">
        <span className="font-semibold">Project:</span> {t.projectType}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {pending ? (
          <Button size="sm" onClick={onApprove} disabled={busy} aria-describedby={`testimonial-${t.id}`}>
            <Check aria-hidden="true" className="size-4" />
            Approve
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          className="text-red-800 hover:bg-red-50"
          onClick={onDelete}
          disabled={busy}
          aria-describedby={`testimonial-${t.id}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </article>
  );
}
