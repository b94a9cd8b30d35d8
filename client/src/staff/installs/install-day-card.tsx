import { useId } from 'react';
import { formatClockTime } from '../../../../shared/business-time';
import type { CrewDay } from '../../../../shared/installs/install-schema';
import { cardVariants } from '../../ui/card';
import { WallFigures } from '../../ui/walls/wall-figures';
import { RoadLinks } from '../my-day/road-links';
import { Heading } from '../parts/dashboard-section';
import { CompletionPanel } from '../completion/completion-panel';

/** One install day on My day, for the crew on site: when, where (Maps), the homeowner's phone, the notes and the drawings signed. */
export function InstallDayCard({ install }: { install: CrewDay }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className={cardVariants({ padding: 'compact' })}>
      <p className="text-xl font-bold text-harbor-800">
        <time dateTime={install.startsAt}>{formatClockTime(install.startsAt)}</time> to{' '}
        <time dateTime={install.endsAt}>{formatClockTime(install.endsAt)}</time> ET
      </p>
      <Heading offset={1} id={headingId} className="mt-1 text-2xl">
        Install: {install.name}
        {install.dayCount > 1 ? ` (day ${install.dayNumber} of ${install.dayCount})` : ''}
      </Heading>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-base sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Address</dt>
        <dd className="break-words">{install.address}</dd>
        <dt className="font-semibold">Crew</dt>
        <dd>{install.crew.join(', ')}</dd>
        <dt className="font-semibold">Notes</dt>
        <dd className="whitespace-pre-line break-words">{install.notes || 'None'}</dd>
      </dl>
      <RoadLinks phone={install.phone} place={install.address} describedBy={headingId} />
      <Heading offset={2} className="mt-4 text-lg font-semibold">
        Signed: {install.optionName}
      </Heading>
      <div className="mt-2">
        <WallFigures
          design={install.design}
          layout="column"
          small
          label={(wall) => `${install.optionName}: ${wall} drawing`}
        />
      </div>
      {/* On the last day: the walk-through, the photos of the finished space, the punch list and the balance. */}
      {install.dayNumber === install.dayCount ? <CompletionPanel leadId={install.leadId} idPrefix="my-day" /> : null}
    </article>
  );
}
