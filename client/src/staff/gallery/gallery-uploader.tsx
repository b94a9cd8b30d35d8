import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import type { AdminGalleryPhoto } from '../../../../shared/gallery-schema';
import { cn } from '../../lib/cn';
import { galleryKey, uploadPhoto } from '../api/gallery';
import type { UploadResult } from '../api/send-photo';

const accepted = 'image/jpeg,image/png,image/webp';

type Upload = { key: string; name: string; progress: number; photoId?: number; error?: string };

type PhotoState = Pick<AdminGalleryPhoto, 'id' | 'status'>;

function statusText(upload: Upload, photos: PhotoState[]): string {
  if (upload.error) return upload.error;
  if (upload.photoId === undefined) return `Uploading… ${Math.round(upload.progress * 100)}%`;
  const status = photos.find((p) => p.id === upload.photoId)?.status ?? 'processing';
  if (status === 'ready') return 'Ready';
  if (status === 'failed') return 'Could not be processed';
  return 'Processing…';
}

/**
 * "Add photos": several files at once, by picker or drag and drop, each with its own progress. The
 * gallery's by default; `upload` and `refresh` send them elsewhere (a job's finished photos).
 */
export function GalleryUploader({
  photos,
  upload = uploadPhoto,
  refresh = galleryKey,
  label = 'Add photos',
}: {
  photos: PhotoState[];
  upload?: (file: File, onProgress: (fraction: number) => void) => Promise<UploadResult<{ id: number }>>;
  refresh?: readonly unknown[];
  label?: string;
}) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function send(files: File[]) {
    const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
    setUploads((list) => [...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0 })), ...list]);
    // One at a time: the server processes them in order anyway, and the connection is not split.
    for (const { file, key } of batch) {
      const result = await upload(file, (progress) => update(key, { progress }));
      update(key, result.ok ? { progress: 1, photoId: result.photo.id } : { error: result.error });
      if (result.ok) await queryClient.invalidateQueries({ queryKey: refresh });
    }
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void send([...e.dataTransfer.files]);
  };

  return (
    <div className="mt-4 grid gap-3">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'grid justify-items-center gap-2 rounded-xl border-2 border-dashed border-line bg-white p-6 text-center',
          dragging && 'border-harbor-700 bg-harbor-50',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-harbor-700" />
        <label htmlFor={inputId} className="text-lg font-semibold">
          {label}
        </label>
        <p className="text-sm text-ink-soft">JPEG, PNG or WebP, up to 25 MB each. Choose several or drop them here.</p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={accepted}
          className="w-full max-w-xs text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-harbor-700 file:bg-white file:px-3 file:font-semibold file:text-harbor-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length > 0) void send(files);
          }}
        />
      </div>
      {uploads.length > 0 ? (
        <ul aria-label="Uploads" className="grid gap-2">
          {uploads.map((u) => (
            <li key={u.key} className="grid gap-1 rounded-md border border-line bg-white px-3 py-2 text-sm">
              <span className="break-all font-semibold">{u.name}</span>
              {u.photoId === undefined && !u.error ? (
                <progress
                  aria-label={`Uploading ${u.name}`}
                  value={u.progress}
                  max={1}
                  className="h-2 w-full accent-harbor-700"
                />
              ) : null}
              <span role={u.error ? 'alert' : 'status'} className={u.error ? 'text-red-800' : 'text-ink-soft'}>
                {statusText(u, photos)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
