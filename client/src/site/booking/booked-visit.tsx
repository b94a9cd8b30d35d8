import { CalendarDays, ChevronDown, Clock, MapPin, Video } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  lateChangeMessage,
  visitModeLabels,
  type BookedVisitView,
  type BookingNotice,
  type BookingPageData,
} from '../../../../shared/booking';
import { cn } from '../../lib/cn';
import { cardVariants } from '../../ui/card';
import { bookingCopy } from './booking-copy';
import { formatClockTime, formatDay } from '../../../../shared/business-time';
import { CallUs } from './call-us';
import { CancelVisitForm } from './cancel-visit-form';
import { SpacePhotosSection } from './space-photos-section';

/** "12 Elm Street, Westport": the address with its town unless it already names it. */
function placeOf(visit: BookedVisitView): string {
  const { address, town } = visit;
  return town && !address.toLowerCase().includes(town.toLowerCase()) ? `${address}, ${town}` : address;
}

function VisitLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span aria-hidden="true" className="mt-1 text-harbor-700">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** The booked visit: when, with whom and where, then how to change it and the photos of the space. */
export function BookedVisit({
  token,
  data,
  visit,
  picker,
  rescheduleOpen,
  onChanged,
}: {
  token: string;
  data: BookingPageData;
  visit: BookedVisitView;
  /** The time picker, for a new time. */
  picker: ReactNode;
  /** Opened when the page comes back from a plain form post about a new time. */
  rescheduleOpen: boolean;
  onChanged: (data: BookingPageData, notice: BookingNotice) => void;
}) {
  const [open, setOpen] = useState(rescheduleOpen);
  const pickerId = 'booking-reschedule';
  const day = formatDay(visit.startsAt, 'weekdayYear');
  const iconClass = 'size-5';
  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="booked-visit-heading"
        className={cardVariants({ padding: 'compact', className: 'sm:p-8' })}
      >
        <h2 id="booked-visit-heading" className="text-2xl">
          {day}
        </h2>
        <ul className="mt-4 grid gap-3 text-lg text-ink">
          <VisitLine icon={<Clock className={iconClass} />}>
            {formatClockTime(visit.startsAt)} to {formatClockTime(visit.endsAt)}, {bookingCopy.connecticutTimeSuffix}
            {visit.designerFirstName ? (
              <span className="block text-base text-ink-soft">{bookingCopy.withDesigner(visit.designerFirstName)}</span>
            ) : null}
          </VisitLine>
          <VisitLine
            icon={visit.mode === 'in_home' ? <MapPin className={iconClass} /> : <Video className={iconClass} />}
          >
            {visit.mode === 'in_home' ? bookingCopy.inHomeAt(placeOf(visit)) : visitModeLabels.virtual}
          </VisitLine>
          <VisitLine icon={<CalendarDays className={iconClass} />}>{bookingCopy.calendarNote}</VisitLine>
        </ul>
        <h3 className="mt-6 text-lg font-semibold">{bookingCopy.prepareHeading}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-ink-soft">
          {bookingCopy.prepare[visit.mode].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="booking-change-heading" className="grid gap-4">
        <h2 id="booking-change-heading" className="text-2xl">
          {bookingCopy.changeHeading}
        </h2>
        {data.canChangeOnline ? (
          <>
            <div className={cardVariants({ padding: 'compact', className: 'sm:p-8' })}>
              {/* A real button with or without JavaScript: without it, a GET of the page with the
                  picker open (?reschedule=1); with it, a disclosure in the page. */}
              <form
                method="get"
                action={`/book/${token}`}
                onSubmit={(event) => {
                  event.preventDefault();
                  setOpen((was) => !was);
                }}
              >
                <button
                  type="submit"
                  name={open ? undefined : 'reschedule'}
                  value="1"
                  aria-expanded={open}
                  aria-controls={open ? pickerId : undefined}
                  className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md text-left text-lg font-semibold text-harbor-800 hover:underline"
                >
                  {bookingCopy.reschedule}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn('size-5 shrink-0 transition-transform', open && 'rotate-180')}
                  />
                </button>
              </form>
              {open ? (
                <div id={pickerId} className="mt-2">
                  <p className="mb-6 text-ink-soft">{bookingCopy.rescheduleHint}</p>
                  {picker}
                </div>
              ) : null}
            </div>
            <div className={cardVariants({ padding: 'compact', className: 'sm:p-8' })}>
              <h3 className="mb-2 text-lg font-semibold">{bookingCopy.cancelHeading}</h3>
              <CancelVisitForm token={token} when={day} onChanged={onChanged} />
            </div>
          </>
        ) : (
          <div className="rounded-md border border-brass-700 bg-brass-100 p-4 text-ink">
            <p className="font-semibold">{lateChangeMessage}</p>
            <CallUs lead={bookingCopy.lateCall} />
          </div>
        )}
      </section>

      <SpacePhotosSection token={token} photos={data.photos} />
    </div>
  );
}
