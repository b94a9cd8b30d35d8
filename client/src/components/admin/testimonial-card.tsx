import { Check, Link2, Mail, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { photoJpegUrl, type AdminGalleryPhoto } from '../../../../shared/gallery';
import type { AdminTestimonial } from '../../../../shared/testimonial-schema';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { StarRating } from './star-rating';
import { cardVariants } from '../ui/card';

export function TestimonialCard({
  testimonial: t,
  busy,
  onApprove,
  onFeature,
  onDelete,
  photos = [],
  onPhoto,
}: {
  testimonial: AdminTestimonial;
  busy: boolean;
  /** Published gallery photos staff can attach to the review. */
  photos?: AdminGalleryPhoto[];
  onPhoto?: (photoUrl: string | null) => void;
  onApprove: () => void;
  onFeature: (featured: boolean) => void;
  onDelete: () => void;
}) {
  const pending = t.approved === 'false';
  const featured = t.featured === 'true';
  const photoSelectId = useId();
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
      {t.email ? (
        <p className="flex items-center gap-1.5 break-all text-sm">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span className="font-semibold">Email (not shown publicly):</span>
          <a href={`mailto:${t.email}`} className="text-harbor-700 underline">
            {t.email}
          </a>
        </p>
      ) : null}
      {t.hasLink ? (
        <p className="flex items-start gap-1.5 rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          <Link2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Contains a link: check it before approving.
        </p>
      ) : null}

      {t.photoUrl ? (
        <img src={t.photoUrl} alt="" className="aspect-[4/3] w-40 rounded-md bg-line object-cover" />
      ) : null}
      {onPhoto && (photos.length > 0 || t.photoUrl) ? (
        <div className="grid gap-1">
          <label htmlFor={photoSelectId} className="text-sm font-semibold">
            Photo
          </label>
          <select
            id={photoSelectId}
            value={t.photoUrl ?? ''}
            disabled={busy}
            onChange={(e) => onPhoto(e.target.value || null)}
            className="min-h-11 rounded-md border border-ink-muted bg-white px-3 text-base focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brass-500"
          >
            <option value="">No photo</option>
            {photos.map((p) => {
              const url = photoJpegUrl({ src: p.src, width: p.width ?? 1 });
              return (
                <option key={p.id} value={url}>
                  {p.alt ?? p.originalName}
                </option>
              );
            })}
          </select>
        </div>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {pending ? (
          <Button size="sm" onClick={onApprove} disabled={busy} aria-describedby={`testimonial-${t.id}`}>
            <Check aria-hidden="true" className="size-4" />
            Approve
          </Button>
        ) : null}
        <Button
          size="sm"
          variant={featured ? 'primary' : 'secondary'}
          aria-pressed={featured}
          onClick={() => onFeature(!featured)}
          disabled={busy}
          aria-describedby={`testimonial-${t.id}`}
        >
          <Star aria-hidden="true" className={cn('size-4', featured && 'fill-current')} />
          Feature on home page
        </Button>
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
