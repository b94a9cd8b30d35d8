import { useQuery } from '@tanstack/react-query';
import type { AdminGalleryPhoto, GalleryPatch } from '../../../../shared/gallery-schema';
import { deletePhoto, galleryKey, galleryQuery, patchPhoto } from '../api/gallery';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { useConfirmation } from '../parts/use-confirmation';
import { GalleryPhotoCard } from './gallery-photo-card';
import { GalleryUploader } from './gallery-uploader';
import { QueryState } from '../parts/query-state';
import { useAdminAction } from '../parts/use-admin-action';
import { DashboardSection } from '../parts/dashboard-section';

const pollMs = 2000;

/** The Gallery page, /admin/gallery: staff upload project photos, describe, publish, order and delete them. */
export function GalleryPanel() {
  // Polled while any photo is still processing, so "Processing…" turns into the thumbnail.
  const photos = useQuery({
    ...galleryQuery,
    refetchInterval: (q) => (q.state.data?.photos.some((p) => p.status === 'processing') ? pollMs : false),
  });

  // A card's change: its fields (blank clears one), publishing, or a move; the card shows a refusal.
  const change = useAdminAction({
    run: ({ id, patch }: { id: number; patch: GalleryPatch; done: string }) => patchPhoto(id, patch),
    refresh: [galleryKey],
    done: ({ done }) => ({ title: done }),
    failed: 'Could not save the photo',
  });

  const remove = useAdminAction({
    run: (id: number) => deletePhoto(id),
    refresh: [galleryKey],
    done: () => ({ title: 'Photo deleted' }),
    failed: 'Could not delete the photo',
  });
  const toDelete = useConfirmation((photo: AdminGalleryPhoto) => remove.mutate(photo.id));

  const busy = change.isPending || remove.isPending;

  return (
    <DashboardSection
      id="gallery"
      title="Gallery"
      intro="Photos of finished projects for Our Work, the service pages and the city pages. A photo is shown once it is published."
    >
      <GalleryUploader photos={photos.data?.photos ?? []} />
      <QueryState query={photos} what="photos">
        {({ photos: list }) =>
          list.length === 0 ? (
            <p className="mt-4 rounded-xl border border-dashed border-line bg-white p-8 text-center text-ink-soft">
              No photos yet
            </p>
          ) : (
            <ol aria-label="Photos, in the order the site shows them" className="mt-4 grid gap-4">
              {list.map((p, i) => (
                <li key={p.id} className="grid">
                  <GalleryPhotoCard
                    photo={p}
                    first={i === 0}
                    last={i === list.length - 1}
                    busy={busy}
                    onSave={(fields) => change.mutateAsync({ id: p.id, patch: fields, done: 'Photo saved' })}
                    onPublish={(fields) =>
                      change.mutateAsync({ id: p.id, patch: { ...fields, published: true }, done: 'Photo published' })
                    }
                    onUnpublish={() =>
                      change.mutateAsync({ id: p.id, patch: { published: false }, done: 'Photo unpublished' })
                    }
                    onMove={(move) =>
                      change.mutateAsync({
                        id: p.id,
                        patch: { move },
                        done: move === 'up' ? 'Moved up' : 'Moved down',
                      })
                    }
                    onDelete={() => toDelete.ask(p)}
                  />
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
      <ConfirmDialog {...toDelete.dialog} title="Delete this photo?" confirmLabel="Delete photo">
        {toDelete.it ? `${toDelete.it.originalName} and all its sizes are removed from the site and the server.` : null}
      </ConfirmDialog>
    </DashboardSection>
  );
}
