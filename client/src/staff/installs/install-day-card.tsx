import { MapPin, Phone } from 'lucide-react';
import { useId } from 'react';
import { formatClockTime } from '../../../../shared/business-time';
import type { CrewDay } from '../../../../shared/installs/install-schema';
import { cn } from '../../lib/cn';
import { phoneHref } from '../../lib/phone-href';
import { buttonVariants } from '../../ui/button';
import { cardVariants } from '../../ui/card';
import { WallFigures } from '../../ui/walls/wall-figures';
import { mapsUrl } from '../my-day/visit-format';
import { Heading } from '../parts/dashboard-section';
import { CompletionPanel } from '../completion/completion-panel';

const bigLink = cn(buttonVariants({ size: 'lg' }), 'min-h-12 w-full sm:w-auto');

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
      <div className="mt-4 grid gap-3 sm:flex sm:flex-wrap">
        <a href={phoneHref(install.phone)} aria-describedby={headingId} className={bigLink}>
          <Phone aria-hidden="true" className="size-5 shrink-0" />
          Call {install.phone}
        </a>
        <a
          href={mapsUrl(install.address)}
          target="_blank"
          rel="noopener"
          aria-describedby={headingId}
          className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'min-h-12 w-full sm:w-auto')}
        >
          <MapPin aria-hidden="true" className="size-5 shrink-0" />
          Open in Maps
        </a>
      </div>
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
