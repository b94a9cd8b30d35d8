import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Eye, EyeOff, Save, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { galleryLimits, galleryRooms } from '../../../../shared/gallery';
import { galleryPatchSchema, type AdminGalleryPhoto, type GalleryPatch } from '../../../../shared/gallery-schema';
import { serviceAreaTowns } from '../../../../shared/service-area-towns';
import { cn } from '../../lib/cn';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { Button } from '../../ui/button';
import { cardVariants } from '../../ui/card';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { describeError } from '../api/errors';
import { Heading } from '../parts/dashboard-section';

/** A photo's words as staff type them (blank clears one), as the API takes them. */
type PhotoFields = z.input<typeof galleryPatchSchema>;
const photoFieldNames = ['alt', 'room', 'town', 'caption'] as const;

/** The server's words for a refused change, without the status. */
const refusalOf = (err: unknown) => describeError(err).replace(/^\d+: /, '');

function LabelWithHint({ label, hint }: { label: string; hint: string }) {
  return (
    <>
      {label}
      <span className="font-normal text-ink-muted"> ({hint})</span>
    </>
  );
}

/**
 * One uploaded photo: its thumbnail, name, fields and the buttons staff use on it. The fields are
 * checked with the API's own schema; a refused change shows under the field it names (publishing
 * without alt text), else above the buttons.
 */
export function GalleryPhotoCard({
  photo,
  first,
  last,
  busy,
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
  onSave: (fields: GalleryPatch) => Promise<unknown>;
  onPublish: (fields: GalleryPatch) => Promise<unknown>;
  onUnpublish: () => Promise<unknown>;
  onMove: (direction: 'up' | 'down') => Promise<unknown>;
  onDelete: () => void;
}) {
  const id = useId();
  const form = useForm<PhotoFields, unknown, GalleryPatch>({
    resolver: zodResolver(galleryPatchSchema),
    defaultValues: {
      alt: photo.alt ?? '',
      room: photo.room ?? '',
      town: photo.town ?? '',
      caption: photo.caption ?? '',
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const headingId = `photo-${photo.id}`;
  const ready = photo.status === 'ready';

  /** Sends a change of this photo; what the server refuses shows on the card until the next change is saved. */
  const send = async (change: () => Promise<unknown>) => {
    try {
      await change();
      form.clearErrors();
    } catch (err) {
      const named = showServerFieldErrors(form, photoFieldNames, err);
      if (named.length === 0) form.setError('root.server', { message: refusalOf(err) });
    }
  };

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
      <form noValidate onSubmit={handleSubmit((fields) => send(() => onSave(fields)))} className="grid gap-3">
        <Heading offset={1} id={headingId} className="break-all text-lg">
          {photo.originalName}
        </Heading>
        <TextField
          id={`${id}-alt`}
          label={
            <LabelWithHint
              label="Alt text"
              hint={`${galleryLimits.altMin}–${galleryLimits.altMax} characters, required to publish`}
            />
          }
          multiline
          rows={2}
          maxLength={galleryLimits.altMax}
          aria-required={undefined}
          error={errors.alt?.message}
          alert
          {...register('alt')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField id={`${id}-room`} label="Room" error={errors.room?.message} {...register('room')}>
            <option value="">Choose a room</option>
            {galleryRooms.map((r) => (
              <option key={r.slug} value={r.slug}>
                {r.label}
              </option>
            ))}
          </SelectField>
          <SelectField id={`${id}-town`} label="Town" error={errors.town?.message} {...register('town')}>
            <option value="">Choose a town</option>
            {serviceAreaTowns.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          id={`${id}-caption`}
          label={<LabelWithHint label="Caption" hint={`optional, up to ${galleryLimits.caption} characters`} />}
          maxLength={galleryLimits.caption}
          aria-required={undefined}
          error={errors.caption?.message}
          alert
          {...register('caption')}
        />
        <FormAlert message={errors.root?.server?.message} />
        <div className="flex flex-wrap gap-2">
          {photo.published ? (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => void send(onUnpublish)}
              disabled={busy}
              aria-describedby={headingId}
            >
              <EyeOff aria-hidden="true" className="size-4" />
              Unpublish
            </Button>
          ) : (
            <Button
              type="button"
              size="sm"
              onClick={handleSubmit((fields) => send(() => onPublish(fields)))}
              disabled={busy || !ready}
              aria-describedby={headingId}
            >
              <Eye aria-hidden="true" className="size-4" />
              Publish
            </Button>
          )}
          <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-describedby={headingId}>
            <Save aria-hidden="true" className="size-4" />
            Save
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => void send(() => onMove('up'))}
            disabled={busy || first}
            aria-describedby={headingId}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            Move up
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => void send(() => onMove('down'))}
            disabled={busy || last}
            aria-describedby={headingId}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
            Move down
          </Button>
          <Button
            type="button"
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
      </form>
    </article>
  );
}
