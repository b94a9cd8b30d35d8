import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '../../lib/cn';
import { spacePhotoMessages } from '../../../../shared/booking';
import { noticeCopy } from './booking-copy';

/** A photo refused after a plain form post (?photoError=<code>), as the page tells it. */
function photoErrorCopy(code: string | null) {
  const text =
    code && Object.hasOwn(spacePhotoMessages, code)
      ? spacePhotoMessages[code as keyof typeof spacePhotoMessages]
      : undefined;
  return text ? { text, tone: 'attention' as const } : undefined;
}

/**
 * The page's status line at the top: what the last change did (?notice= after a plain form post,
 * or the answer of the page's own request). The live region is always there, so a message that
 * appears later is announced.
 */
export function ChangeNotice({ notice, photoError = null }: { notice: string | null; photoError?: string | null }) {
  const copy = photoErrorCopy(photoError) ?? (notice ? noticeCopy[notice as keyof typeof noticeCopy] : undefined);
  const Icon = copy?.tone === 'done' ? CircleCheck : CircleAlert;
  return (
    <div role="status" className={copy ? 'mb-6' : undefined}>
      {copy ? (
        <p
          className={cn(
            'flex items-start gap-3 rounded-md border p-4 text-ink',
            copy.tone === 'done' ? 'border-harbor-700 bg-harbor-50' : 'border-brass-700 bg-brass-100',
          )}
        >
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{copy.text}</span>
        </p>
      ) : null}
    </div>
  );
}
