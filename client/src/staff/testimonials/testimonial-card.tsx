import { Check, Link2, Mail, Star, Trash2, Undo2 } from 'lucide-react';
import { useId } from 'react';
import type { ActivityStamp } from '../../../../shared/activity';
import { photoJpegUrl } from '../../../../shared/gallery';
import type { AdminGalleryPhoto } from '../../../../shared/gallery-schema';
import type { AdminTestimonial } from '../../../../shared/testimonial-schema';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { cardVariants } from '../../ui/card';
import { LastChangeLine } from '../parts/last-change-line';
import { StarRating } from './star-rating';

export const testimonialCardId = (id: number) => `testimonial-card-${id}`;

/**
 * One review in the Testimonials tab. Its actions keep fixed places (a 2 × 2 grid): Approve only
 * while pending (the slot then says the review is on the site), Unpublish only once approved (the
 * slot is empty while pending). Approve and Unpublish never share a slot, so a finger that taps
 * twice never approves and unpublishes; Feature and Delete do not move. The last change (who,
 * what, when) sits under the buttons for the same reason: it appears after an approve.
 */
export function TestimonialCard({
  testimonial: t,
  busy,
  selected,
  onSelect,
  onApprove,
  onFeature,
  onUnpublish,
  onDelete,
  photos = [],
  onPhoto,
  lastChange,
}: {
  testimonial: AdminTestimonial;
  busy: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Published gallery photos staff can attach to the review. */
  photos?: AdminGalleryPhoto[];
  onPhoto?: (photoUrl: string | null) => void;
  /** The last moderation change, when the activity record has one. */
  lastChange?: ActivityStamp;
  onApprove: () => void;
  onFeature: (featured: boolean) => void;
  onUnpublish: () => void;
  onDelete: () => void;
}) {
  const pending = t.approved === 'false';
  const featured = t.featured === 'true';
  const headingId = `testimonial-${t.id}`;
  const action = { size: 'sm', 'aria-describedby': headingId, className: 'w-full' } as const;
  const photoSelectId = useId();
  return (
    <article
      id={testimonialCardId(t.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cardVariants({
        padding: 'compact',
        className:
          'flex min-w-0 flex-col gap-3 wrap-anywhere focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500',
      })}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {/* A 44 px target around the 20 px box (the negative margins keep the card's layout). */}
          <label className="-mx-3 -mt-1.5 -mb-3 flex size-11 shrink-0 cursor-pointer items-center justify-center">
            <input
              type="checkbox"
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              aria-label={`Select the review by ${t.customerName}`}
              className="size-5 accent-harbor-700"
            />
          </label>
          <div className="min-w-0">
            <h3 id={headingId} className="text-xl">
              {t.customerName}
            </h3>
            <p className="text-sm text-ink-muted">{t.location}</p>
          </div>
        </div>
        <span
          className={cn(
            'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide',
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
        <p className="flex min-w-0 flex-wrap items-center gap-1.5 text-sm">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span className="font-semibold">Email (not shown publicly):</span>
          <a href={`mailto:${t.email}`} className="min-w-0 break-all text-harbor-700 underline">
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

      <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
        {pending ? (
          <Button {...action} aria-disabled={busy} onClick={onApprove}>
            <Check aria-hidden="true" className="size-4" />
            Approve
          </Button>
        ) : (
          <p className="flex min-h-11 items-center justify-center gap-1.5 text-sm font-semibold text-harbor-800">
            <Check aria-hidden="true" className="size-4" />
            On the site
          </p>
        )}
        <Button
          {...action}
          variant={featured ? 'primary' : 'secondary'}
          aria-pressed={featured}
          aria-disabled={busy}
          onClick={() => onFeature(!featured)}
        >
          <Star aria-hidden="true" className={cn('size-4 shrink-0', featured && 'fill-current')} />
          {featured ? 'Featured' : 'Feature on home page'}
        </Button>
        {pending ? (
          // Empty while pending: the slot keeps Delete where it was.
          <span />
        ) : (
          <Button {...action} variant="secondary" aria-disabled={busy} onClick={onUnpublish}>
            <Undo2 aria-hidden="true" className="size-4" />
            Unpublish
          </Button>
        )}
        <Button
          {...action}
          variant="ghost"
          className="w-full text-red-800 hover:bg-red-50"
          aria-disabled={busy}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
      {lastChange ? <LastChangeLine stamp={lastChange} /> : null}
    </article>
  );
}
