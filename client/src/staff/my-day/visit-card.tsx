import { Car, House, Video } from 'lucide-react';
import { visitModeLabels } from '../../../../shared/booking';
import type { MyDayVisit } from '../../../../shared/my-day';
import { cn } from '../../lib/cn';
import { cardVariants } from '../../ui/card';
import { formatClockTime } from '../../../../shared/business-time';
import { formatMinutes, minutesBetween, placeOf } from './visit-format';
import { RoadLinks } from './road-links';
import { VisitPhotos } from './visit-photos';
import { Heading } from '../parts/dashboard-section';

/** How long between the previous visit and this one, and the drive from the last in-home visit. */
function GapLine({ visit, previous }: { visit: MyDayVisit; previous: MyDayVisit }) {
  const gap = minutesBetween(previous.endsAt, visit.startsAt);
  const drive = visit.driveFromPrevious;
  const tight = drive !== null && drive.minutes > gap;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 px-1 pb-2 text-base text-ink-soft">
      <span>{gap > 0 ? `${formatMinutes(gap)} after the previous visit` : 'Right after the previous visit'}</span>
      {drive ? (
        <span className={cn('inline-flex items-center gap-1.5', tight && 'font-semibold text-red-800')}>
          <Car aria-hidden="true" className="size-5 shrink-0" />
          About {drive.minutes} min drive from {drive.town}
          {tight ? ', more than the time between' : ''}
        </span>
      ) : null}
    </p>
  );
}

/** One visit on "My day": when, who, where, what for, the photos, and the call and map buttons. */
export function VisitCard({ visit, previous }: { visit: MyDayVisit; previous?: MyDayVisit }) {
  const headingId = `my-day-visit-${visit.leadId}`;
  const inHome = visit.mode === 'in_home';
  const place = placeOf(visit);
  const ModeIcon = inHome ? House : Video;
  return (
    <>
      {previous ? <GapLine visit={visit} previous={previous} /> : null}
      <article aria-labelledby={headingId} className={cardVariants({ padding: 'compact' })}>
        <p className="text-xl font-bold text-harbor-800">
          <time dateTime={visit.startsAt}>{formatClockTime(visit.startsAt)}</time> to{' '}
          <time dateTime={visit.endsAt}>{formatClockTime(visit.endsAt)}</time> ET
        </p>
        <Heading offset={1} id={headingId} className="mt-1 text-2xl">
          {visit.name}
        </Heading>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-base">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-harbor-100 px-3 py-1 font-semibold text-harbor-800">
            <ModeIcon aria-hidden="true" className="size-4 shrink-0" />
            {visitModeLabels[visit.mode]}
          </span>
          {visit.town ? <span className="font-semibold">{visit.town}</span> : null}
        </p>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-base sm:grid-cols-[auto_1fr]">
          {inHome || visit.address ? (
            <>
              <dt className="font-semibold">Address</dt>
              <dd className="break-words">{visit.address || 'Not given'}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Rooms</dt>
          <dd>{visit.rooms.join(', ') || 'Not given'}</dd>
        </dl>
        <RoadLinks phone={visit.phone} place={inHome && place ? place : null} describedBy={headingId} />
        {visit.photos.length > 0 ? <VisitPhotos photos={visit.photos} describedBy={headingId} /> : null}
      </article>
    </>
  );
}
