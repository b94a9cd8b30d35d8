import { ArrowDown, ArrowUp, Eye, EyeOff, Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { galleryLimits, galleryRooms } from '../../../../shared/gallery';
import type { AdminGalleryPhoto } from '../../../../shared/gallery-schema';
import { serviceAreaTowns } from '../../../../shared/service-area-towns';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { cardVariants } from '../../ui/card';
import { Heading } from '../parts/dashboard-section';

export type PhotoFields = { alt: string; room: string; town: string; caption: string };

const inputClass =
  'min-h-11 w-full rounded-md border border-ink-muted bg-white px-3 py-2 text-base focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brass-500';

function Field({ label, hint, children }: { label: string; hint?: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {hint ? <span className="font-normal text-ink-muted"> ({hint})</span> : null}
      </label>
      {children(id)}
    </div>
  );
}

/** One uploaded photo: its thumbnail, name, fields and the buttons staff use on it. */
export function GalleryPhotoCard({
  photo,
  first,
  last,
  busy,
  error,
  onSave,
  onPublish,
  onUnpublish,
  onMove,
  onDelete,
}: {
  photo: AdminGalleryPhoto;
  first: boolean;
  last: boolean;
  busy: boolean;
  /** The server's answer to the last refused change of this card. */
  error?: string;
  onSave: (fields: PhotoFields) => void;
  onPublish: (fields: PhotoFields) => void;
  onUnpublish: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onDelete: () => void;
}) {
  const [fields, setFields] = useState<PhotoFields>({
    alt: photo.alt ?? '',
    room: photo.room ?? '',
    town: photo.town ?? '',
    caption: photo.caption ?? '',
  });
  const set = (name: keyof PhotoFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));
  const headingId = `photo-${photo.id}`;
  const errorId = `photo-${photo.id}-error`;
  const ready = photo.status === 'ready';

  return (
    <article
      aria-labelledby={headingId}
      className={cardVariants({ padding: 'compact', className: 'grid gap-3 sm:grid-cols-[10rem_1fr]' })}
    >
      <div className="grid content-start gap-2">
        {ready ? (
          <img
            src={`${photo.src}/480.jpg`}
            alt=""
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            className="aspect-[4/3] w-full rounded-md bg-line object-cover"
          />
        ) : (
          <div className="grid aspect-[4/3] place-items-center rounded-md bg-line text-sm text-ink-soft">
            {photo.status === 'failed' ? 'Could not be processed' : 'Processing…'}
          </div>
        )}
        <span
          className={cn(
            'justify-self-start rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide',
            photo.published ? 'bg-harbor-100 text-harbor-800' : 'bg-brass-100 text-brass-700',
          )}
        >
          {photo.published ? 'Published' : 'Not published'}
        </span>
      </div>
      <div className="grid gap-3">
        <Heading offset={1} id={headingId} className="break-all text-lg">
          {photo.originalName}
        </Heading>
        <Field
          label="Alt text"
          hint={`${galleryLimits.altMin}–${galleryLimits.altMax} characters, required to publish`}
        >
          {(id) => (
            <textarea
              id={id}
              rows={2}
              maxLength={galleryLimits.altMax}
              value={fields.alt}
              onChange={set('alt')}
              aria-describedby={error ? errorId : undefined}
              className={inputClass}
            />
          )}
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Room">
            {(id) => (
              <select id={id} value={fields.room} onChange={set('room')} className={inputClass}>
                <option value="">Choose a room</option>
                {galleryRooms.map((r) => (
                  <option key={r.slug} value={r.slug}>
                    {r.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Town">
            {(id) => (
              <select id={id} value={fields.town} onChange={set('town')} className={inputClass}>
                <option value="">Choose a town</option>
                {serviceAreaTowns.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label="Caption" hint={`optional, up to ${galleryLimits.caption} characters`}>
          {(id) => (
            <input
              id={id}
              maxLength={galleryLimits.caption}
              value={fields.caption}
              onChange={set('caption')}
              className={inputClass}
            />
          )}
        </Field>
        {error ? (
          <p id={errorId} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {photo.published ? (
            <Button size="sm" variant="secondary" onClick={onUnpublish} disabled={busy} aria-describedby={headingId}>
              <EyeOff aria-hidden="true" className="size-4" />
              Unpublish
            </Button>
          ) : (
            <Button size="sm" onClick={() => onPublish(fields)} disabled={busy || !ready} aria-describedby={headingId}>
              <Eye aria-hidden="true" className="size-4" />
              Publish
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onSave(fields)}
            disabled={busy}
            aria-describedby={headingId}
          >
            <Save aria-hidden="true" className="size-4" />
            Save
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onMove('up')}
            disabled={busy || first}
            aria-describedby={headingId}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            Move up
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onMove('down')}
            disabled={busy || last}
            aria-describedby={headingId}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
            Move down
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-800 hover:bg-red-50"
            onClick={onDelete}
            disabled={busy}
            aria-describedby={headingId}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
