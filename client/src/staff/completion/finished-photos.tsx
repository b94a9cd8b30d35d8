import { photoJpegUrl } from '../../../../shared/gallery';
import type { StaffCompletion } from '../../../../shared/completion/completion-answers';
import { noPhotosConsentMessage } from '../../../../shared/completion/completion-messages';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { completionQuery, publishFinishedPhotos, uploadFinishedPhoto } from '../api/completion';
import { describeError } from '../api/errors';
import { GalleryUploader } from '../gallery/gallery-uploader';
import { useStaffCan } from '../shell/use-staff-can';
import { useCompletionChange } from './use-completion-change';

/** The photos of the finished space: thumbnails, the upload (a phone's camera or files), and once closed, "Publish to the gallery". */
export function FinishedPhotos({ leadId, completion }: { leadId: number; completion: StaffCompletion }) {
  const { may } = useStaffCan();
  const settle = useCompletionChange(leadId);
  const closed = completion.closedAt !== null;
  const unpublished = completion.photos.filter((p) => p.status === 'ready' && !p.published);
  const publish = async () => {
    try {
      const answer = await publishFinishedPhotos(leadId);
      settle(answer.completion, { title: 'Published to the gallery', description: `${answer.published} photos` });
    } catch (err) {
      toast({ title: 'Not published', description: describeError(err), variant: 'destructive' });
    }
  };
  return (
    <div className="mt-3 grid gap-2">
      <h4 className="font-semibold">Photos of the finished space</h4>
      {completion.photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {completion.photos.map((photo, i) => (
            <li key={photo.id} className="text-xs text-ink-soft">
              {photo.status === 'ready' && photo.width ? (
                <img
                  src={photoJpegUrl({ src: photo.src, width: photo.width })}
                  alt={`Finished space, photo ${i + 1}`}
                  loading="lazy"
                  className="aspect-square w-full rounded-md object-cover"
                />
              ) : (
                <span className="grid aspect-square place-items-center rounded-md border border-line">
                  {photo.status === 'failed' ? 'Could not be processed' : 'Processing…'}
                </span>
              )}
              {photo.published ? <span>On the gallery</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {closed ? null : (
        <GalleryUploader
          photos={completion.photos}
          upload={(file, onProgress) => uploadFinishedPhoto(leadId, file, onProgress)}
          refresh={completionQuery(leadId).queryKey}
          label="Add photos of the finished space"
        />
      )}
      {closed && may('photos:manage') && unpublished.length > 0 ? (
        completion.photosConsentAt ? (
          <div>
            <Button variant="secondary" onClick={() => void publish()}>
              Publish the photos to the gallery
            </Button>
          </div>
        ) : (
          <p className="text-sm text-ink-soft">{noPhotosConsentMessage}</p>
        )
      ) : null}
    </div>
  );
}
