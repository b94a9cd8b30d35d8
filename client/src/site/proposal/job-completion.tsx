import { formatDayKey, dayOf } from '../../../../shared/business-time';
import type { HomeownerCompletion } from '../../../../shared/completion/completion-answers';
import { photoJpegUrl } from '../../../../shared/gallery';
import { completionCopy as copy } from './completion-copy';
import { ReportProblemForm, SignOffForm } from './completion-forms';
import { connecticutTime } from './signatures';

/**
 * The installation on the homeowner's job page, once completion is recorded: the photos of the
 * finished space, the punch list, and "Sign off" or "Something not right?" until they answer; then
 * who signed off and when, and once the job is closed, a thank-you.
 */
export function JobCompletion({
  token,
  completion,
  hydrated,
}: {
  token: string;
  completion: HomeownerCompletion;
  hydrated: boolean;
}) {
  const open = completion.closedAt === null;
  return (
    <section aria-labelledby="completion-heading" className="mt-8 max-w-3xl">
      <h3 id="completion-heading" tabIndex={-1} className="font-sans text-2xl font-semibold">
        {copy.heading}
      </h3>
      <p className="mt-2 text-ink">{copy.completed(formatDayKey(dayOf(completion.recordedAt), 'weekdayYear'))}</p>
      {completion.closedAt ? <p className="mt-2 font-semibold text-ink">{copy.closed}</p> : null}

      {completion.photos.length > 0 ? (
        <>
          <h4 className="mt-4 font-sans text-lg font-semibold">{copy.photosHeading}</h4>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {completion.photos.map((photo, i) =>
              photo.width ? (
                <li key={photo.id}>
                  <img
                    src={photoJpegUrl({ src: photo.src, width: photo.width })}
                    alt={copy.photoAlt(i + 1)}
                    loading="lazy"
                    className="aspect-square w-full rounded-md object-cover"
                  />
                </li>
              ) : null,
            )}
          </ul>
        </>
      ) : null}

      <h4 className="mt-4 font-sans text-lg font-semibold">{copy.punchHeading}</h4>
      {completion.punchList.length === 0 ? (
        <p className="mt-1 text-ink-soft">{copy.punchNone}</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {completion.punchList.map((item) => (
            <li key={item.id} className="rounded-md border border-line px-3 py-2">
              <span className="block break-words text-ink">{item.what}</span>
              <span className="text-sm text-ink-soft">
                {item.fixedAt
                  ? copy.fixed(formatDayKey(dayOf(item.fixedAt)))
                  : item.fixBy
                    ? copy.fixBy(formatDayKey(item.fixBy))
                    : copy.fixDayToCome}
              </span>
            </li>
          ))}
        </ul>
      )}

      {completion.signOff ? (
        <p className="mt-4 text-ink">
          {copy.signedOff(completion.signOff.name, connecticutTime(completion.signOff.at))}
          {completion.photosConsentAt ? ` ${copy.photosConsented}` : null}
        </p>
      ) : open ? (
        <>
          <h4 className="mt-6 font-sans text-lg font-semibold">{copy.signOffHeading}</h4>
          <p className="mt-1 text-ink-soft">{copy.signOffExplain}</p>
          <SignOffForm token={token} hydrated={hydrated} />
        </>
      ) : null}

      {open ? (
        <>
          <h4 className="mt-6 font-sans text-lg font-semibold">{copy.problemHeading}</h4>
          <p className="mt-1 text-ink-soft">{copy.problemExplain}</p>
          <ReportProblemForm token={token} hydrated={hydrated} />
        </>
      ) : null}
    </section>
  );
}
