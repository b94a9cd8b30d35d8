import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { GalleryPhoto } from '../../../../shared/gallery-schema';
import { roomLabel } from '../../../../shared/gallery';
import { Button } from '../../ui/button';
import { PhotoPicture } from './photo-picture';

/**
 * One photo large, on the native modal <dialog>: focus stays inside, Escape closes it (the
 * browser's cancel event), and the grid returns focus to the photo that opened it.
 */
export default function PhotoDialog({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: GalleryPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const photo = photos[index]!;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  // Closed before the grid moves focus back: while a modal dialog is open the page behind is inert.
  const close = () => {
    ref.current?.close();
    onClose();
  };
  const step = (by: number) => onIndex((index + by + photos.length) % photos.length);

  return (
    <dialog
      ref={ref}
      aria-labelledby="photo-dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      className="m-auto w-[min(64rem,calc(100vw-1rem))] max-h-[calc(100vh-1rem)] rounded-xl bg-white p-4 text-ink backdrop:bg-ink/80 sm:p-6"
    >
      <div className="mb-3 flex items-start justify-between gap-4">
        <h2 id="photo-dialog-title" className="text-xl">
          {photo.caption ?? roomLabel(photo.room)}
        </h2>
        <Button variant="ghost" size="sm" onClick={close} autoFocus>
          <X aria-hidden="true" className="size-4" />
          Close
        </Button>
      </div>
      <PhotoPicture
        key={photo.id}
        photo={photo}
        sizes="(min-width: 1024px) 976px, 100vw"
        eager
        className="mx-auto h-auto max-h-[65vh] w-auto max-w-full"
      />
      <p className="mt-3 text-ink-soft">
        {roomLabel(photo.room)} · {photo.town}, CT · Photo {index + 1} of {photos.length}
      </p>
      {photos.length > 1 ? (
        <div className="mt-4 flex justify-between gap-3">
          <Button variant="secondary" size="sm" onClick={() => step(-1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous photo
          </Button>
          <Button variant="secondary" size="sm" onClick={() => step(1)}>
            Next photo
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}
    </dialog>
  );
}
