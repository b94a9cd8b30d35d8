import { zodResolver } from '@hookform/resolvers/zod';
import { Camera, CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useId, useLayoutEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { maxSpacePhotos, spacePhotoMessages, type SpacePhotoView } from '../../../../shared/booking';
import {
  spacePhotoUploadSchema,
  type SpacePhotoUpload,
  type SpacePhotoUploadInput,
} from '../../../../shared/space-photo-upload';
import { parseJson } from '../../lib/api-request';
import { controlProps, LabelledControl } from '../../ui/text-field';
import { cardVariants } from '../../ui/card';
import { Button } from '../../ui/button';
import { bookingUrls } from './booking-api';
import type { spacePhotosApi } from '../../../../shared/api/space-photos';
import type { AnswerOf } from '../../../../shared/api/route';
import type { ErrorAnswer } from '../../../../shared/api/error-answer';
import { bookingCopy } from './booking-copy';

/** The section's words (the server's refusals arrive as text in its answers). */
const spacePhotosCopy = {
  heading: 'Show us your space',
  intro: `Photos of the space help your designer plan the visit. Only our team sees them. You can add up to ${maxSpacePhotos}.`,
  fileLabel: 'Photo of your space',
  noteLabel: 'Note (optional)',
  notePlaceholder: 'Left wall, 9 ft ceiling',
  add: 'Add photo',
  adding: 'Adding…',
  count: (n: number) => `${n} of ${maxSpacePhotos} added`,
  full: `You have added ${maxSpacePhotos} photos, the most we can take. Thank you!`,
  added: 'Photo added.',
  unnamed: (n: number) => `Photo ${n}`,
  status: { ready: 'Added', processing: 'Being prepared', failed: 'Could not be read' },
  listLabel: 'Photos you added',
} as const;

type ShownPhoto = SpacePhotoView & { fileName?: string };

const statusIcon = { ready: CircleCheck, processing: Clock, failed: CircleAlert } as const;

/**
 * "Show us your space" on the booking page: up to ten photos, each with an optional note. Without
 * JavaScript the form posts itself (multipart) and the server sends the browser back to the page;
 * with it, each photo is sent by fetch and listed here. The photos are never shown back on this
 * public page, only their notes (or file names) and whether they were taken: staff see the images.
 */
export function SpacePhotosSection({ token, photos }: { token: string; photos: SpacePhotoView[] }) {
  const fileId = useId();
  const noteId = useId();
  const [added, setAdded] = useState<ShownPhoto[]>([]);
  const [done, setDone] = useState<string>();
  const form = useForm<SpacePhotoUploadInput, unknown, SpacePhotoUpload>({
    resolver: zodResolver(spacePhotoUploadSchema),
    defaultValues: { note: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  // A file input holds files, not the value it sends: the field holds the one photo chosen.
  const { field: photoField } = useController({ control: form.control, name: 'photo' });
  const photoError = errors.photo?.message;
  // A photo chosen before the page's script ran is still in its input (react-hook-form keeps a note
  // typed then, but knows nothing of a file it did not see chosen): the form takes it.
  useLayoutEffect(() => {
    const chosen = (document.getElementById(fileId) as HTMLInputElement | null)?.files?.[0];
    if (chosen) setValue('photo', chosen);
  }, [fileId, setValue]);
  const formError = errors.root?.server?.message;

  // The page's photos, then the ones added here since (the page may reload its data meanwhile).
  const shown: ShownPhoto[] = [...photos, ...added.filter((a) => !photos.some((p) => p.id === a.id))];
  const counted = shown.filter((p) => p.status !== 'failed').length;
  const full = counted >= maxSpacePhotos;

  // The API's schema refuses a missing photo, or one over 25 MB, before a long upload over a phone connection.
  const send = async ({ photo, note }: SpacePhotoUpload) => {
    // The same two fields the form posts without JavaScript, the note first.
    const body = new FormData();
    body.append('note', note ?? '');
    body.append('photo', photo);
    try {
      const res = await fetch(bookingUrls(token).photos, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
      });
      const answer = parseJson(await res.text()) as
        Partial<AnswerOf<typeof spacePhotosApi.add> & ErrorAnswer> | undefined;
      if (res.status === 201 && answer?.photo) {
        const stored = answer.photo;
        setAdded((list) => [...list, { ...stored, fileName: photo instanceof File ? photo.name : undefined }]);
        reset();
        if (stored.status === 'failed') setError('root.server', { message: spacePhotoMessages.unreadable });
        else setDone(spacePhotosCopy.added);
      } else {
        setError('root.server', { message: answer?.error ?? bookingCopy.failed });
      }
    } catch {
      setError('root.server', { message: bookingCopy.unreachable });
    }
  };
  const submit = handleSubmit(send);

  return (
    <section
      aria-labelledby="space-photos-heading"
      className={cardVariants({ padding: 'compact', className: 'grid gap-4 sm:p-8' })}
    >
      <h2 id="space-photos-heading" className="flex items-center gap-2 text-2xl">
        <Camera aria-hidden="true" className="size-6 shrink-0 text-harbor-700" />
        {spacePhotosCopy.heading}
      </h2>
      <p className="text-ink-soft">{spacePhotosCopy.intro}</p>
      <p role="status" className="font-semibold text-ink">
        {spacePhotosCopy.count(counted)}
        {done ? <span className="ml-2 font-normal text-harbor-800">{done}</span> : null}
      </p>

      {shown.length > 0 ? (
        <ul aria-label={spacePhotosCopy.listLabel} className="grid gap-2">
          {shown.map((photo, index) => {
            const Icon = statusIcon[photo.status];
            return (
              <li
                key={photo.id}
                className="flex items-start justify-between gap-3 rounded-md border border-ink-muted/30 bg-white px-3 py-2"
              >
                <span className="min-w-0 break-words text-ink">
                  {photo.note ?? photo.fileName ?? spacePhotosCopy.unnamed(index + 1)}
                </span>
                <span
                  className={
                    photo.status === 'failed'
                      ? 'flex shrink-0 items-center gap-1 text-sm font-semibold text-red-700'
                      : 'flex shrink-0 items-center gap-1 text-sm text-ink-soft'
                  }
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {spacePhotosCopy.status[photo.status]}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}

      {full ? (
        <p className="text-ink">{spacePhotosCopy.full}</p>
      ) : (
        <form
          method="post"
          encType="multipart/form-data"
          action={bookingUrls(token).photos}
          onSubmit={(event) => {
            if (isSubmitting) return event.preventDefault();
            setDone(undefined);
            void submit(event);
          }}
          className="grid gap-4"
        >
          <LabelledControl id={fileId} label={spacePhotosCopy.fileLabel} error={photoError} alert>
            {/* accept="image/*" without `capture`: phones then offer the camera and the photo
                library both, where capture="environment" opens only the camera on some of them. */}
            <input
              {...controlProps(
                fileId,
                photoError,
                'file:mr-3 file:rounded-md file:border-0 file:bg-harbor-50 file:px-3 file:py-1.5 file:font-semibold file:text-harbor-800',
              )}
              ref={photoField.ref}
              type="file"
              name={photoField.name}
              accept="image/*"
              required
              onChange={(event) => photoField.onChange(event.target.files?.[0])}
              onBlur={photoField.onBlur}
            />
          </LabelledControl>
          <LabelledControl id={noteId} label={spacePhotosCopy.noteLabel} error={errors.note?.message}>
            <input
              {...controlProps(noteId, errors.note?.message, undefined, false)}
              type="text"
              maxLength={200}
              autoComplete="off"
              placeholder={spacePhotosCopy.notePlaceholder}
              {...register('note')}
            />
          </LabelledControl>
          {formError ? (
            <p role="alert" className="rounded-md border border-red-700 bg-white p-3 font-medium text-red-700">
              {formError}
            </p>
          ) : null}
          <Button
            type="submit"
            className="w-full sm:w-auto sm:justify-self-start"
            aria-disabled={isSubmitting || undefined}
          >
            {isSubmitting ? spacePhotosCopy.adding : spacePhotosCopy.add}
          </Button>
        </form>
      )}
    </section>
  );
}
