import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  deadBookingLinkMessage,
  type BookedVisitView,
  type BookingNotice,
  type BookingPageData,
} from '../../../../shared/booking';
import { business } from '../../../../shared/business';
import { ApiError } from '../../lib/api-request';
import { PageHead } from '../../ui/seo/page-head';
import { Button, ButtonLink } from '../../ui/button';
import { cardVariants } from '../../ui/card';
import { Eyebrow } from '../../ui/eyebrow';
import { bookingKey, bookingLinkKey, fetchBookingTimes, type TimesChoice } from './booking-api';
import { bookingCopy } from './booking-copy';
import { ChangeNotice } from './booking-notice';
import { BookedVisit } from './booked-visit';
import { CallUs } from './call-us';
import { TimePickerForm } from './time-picker-form';
import { useHydrated } from '../../lib/use-hydrated';

/** The times the data is for (its query's key). */
const keyChoiceOf = (data: BookingPageData): TimesChoice => ({ mode: data.query.mode, town: data.query.town ?? '' });
/** The choice the form starts from: the town asked for, else the homeowner's own. */
const formChoiceOf = (data: BookingPageData): TimesChoice => ({
  mode: data.query.mode,
  town: data.query.town ?? data.town ?? '',
});
const sameChoice = (a: TimesChoice, b: TimesChoice) => a.mode === b.mode && (a.mode === 'virtual' || a.town === b.town);

/** How the page opens: from the server's data, or (reached without it) from its query string. */
function opening(initial: BookingPageData | undefined, search: string) {
  const query = new URLSearchParams(search);
  const notice = query.get('notice');
  return {
    notice,
    photoError: query.get('photoError'),
    choice: initial
      ? formChoiceOf(initial)
      : {
          mode: query.get('mode') === 'virtual' ? ('virtual' as const) : ('in_home' as const),
          town: query.get('town') ?? '',
        },
    /** "Reschedule" without JavaScript, or back from a plain form post about a new time: the picker is open. */
    pickerOpen: query.get('reschedule') === '1' || query.has('mode') || notice === 'taken' || notice === 'check',
  };
}

/** The street part of a booked address, which the server stores as "12 Elm Street, Westport, CT". */
function streetOf(visit: BookedVisitView): string {
  const suffix = visit.town ? `, ${visit.town}, CT` : '';
  return suffix && visit.address.endsWith(suffix) ? visit.address.slice(0, -suffix.length) : visit.address;
}

/** A reload after a change should not repeat its message: ?notice= and ?near= leave the address bar. */
function forgetNotice() {
  const url = new URL(window.location.href);
  url.searchParams.delete('notice');
  url.searchParams.delete('near');
  url.searchParams.delete('photoError');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The homeowner's booking page: pick a time, or see the booked visit and move or cancel it. Starts
 * from the data the server rendered it with; the times of another way of meeting or town come from
 * the API as the choice changes, and each change's answer replaces the page's data.
 */
export function BookingView({
  token,
  initial,
  search,
}: {
  token: string;
  initial: BookingPageData | undefined;
  search: string;
}) {
  const [start] = useState(() => opening(initial, search));
  const [choice, setChoice] = useState<TimesChoice>(start.choice);
  const [notice, setNotice] = useState<string | null>(start.notice);
  /** Changes made in this page: each moves focus to the page's heading. */
  const [changes, setChanges] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  const queryClient = useQueryClient();

  const times = useQuery({
    queryKey: bookingKey(token, choice),
    queryFn: () => fetchBookingTimes(token, choice),
    // The server's data stands for its own choice until the page changes something.
    initialData: initial && changes === 0 && sameChoice(choice, keyChoiceOf(initial)) ? initial : undefined,
    // While another choice's times load, the last ones stay (dimmed), so nothing jumps.
    placeholderData: (previous) => previous ?? initial,
  });
  // When another choice's times fail to load, the page keeps showing the last ones it had.
  const [lastGood, setLastGood] = useState(initial);
  const loaded = times.isPlaceholderData ? undefined : times.data;
  useEffect(() => {
    if (loaded) setLastGood(loaded);
  }, [loaded]);
  const data = times.data ?? lastGood;

  useEffect(() => {
    if (changes > 0) headingRef.current?.focus();
  }, [changes]);

  /** Puts an answer's data in place as the times of its own choice, which the page then shows. */
  const show = (next: BookingPageData) => {
    const answered = keyChoiceOf(next);
    queryClient.setQueryData(bookingKey(token, answered), next);
    setChoice(answered);
  };
  /** After a booking, a move, a cancellation or a refusal as too late: says what it did. */
  const changed = (next: BookingPageData, said: BookingNotice) => {
    // Every cached choice predates the change: fetch again when shown.
    void queryClient.invalidateQueries({ queryKey: bookingLinkKey(token), refetchType: 'none' });
    show(next);
    setNotice(said);
    setChanges((n) => n + 1);
    forgetNotice();
  };

  const visit = data?.visit ?? null;
  const title = visit ? bookingCopy.bookedTitle : bookingCopy.pickTitle;
  const dead = times.error instanceof ApiError && times.error.status === 404;

  const picker = (level: 2 | 3) =>
    data ? (
      <TimePickerForm
        token={token}
        data={data}
        choice={choice}
        onChoice={setChoice}
        busy={hydrated && times.isPlaceholderData && times.isFetching}
        timesFailed={
          times.isError && !dead ? (
            <p role="alert" className="flex flex-wrap items-center gap-3 text-red-700">
              {bookingCopy.timesFailed}
              <Button type="button" variant="secondary" size="sm" onClick={() => void times.refetch()}>
                {bookingCopy.retry}
              </Button>
            </p>
          ) : null
        }
        initiallyTaken={start.notice === 'taken' && changes === 0}
        initialAddress={visit?.mode === 'in_home' ? streetOf(visit) : ''}
        headingLevel={level}
        onChanged={changed}
        onTaken={show}
      />
    ) : null;

  return (
    <>
      <PageHead
        path={`/book/${token}`}
        title={`${title} | ${business.name}`}
        description={bookingCopy.description}
        noindex
      />
      <div className="mx-auto max-w-content px-4 pt-6 pb-16 sm:px-6">
        <div className="max-w-3xl">
          <ChangeNotice notice={notice} photoError={changes === 0 ? start.photoError : null} />
          <Eyebrow className="mb-3">{bookingCopy.eyebrow}</Eyebrow>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-4xl leading-tight font-bold tracking-tight sm:text-5xl"
          >
            {title}
          </h1>
          <div aria-hidden="true" className="mt-6 h-1 w-16 rounded-full bg-brass-500" />
          {data ? (
            <>
              <p className="mt-6 text-xl text-ink">Hello {data.firstName},</p>
              <p className="mt-2 mb-8 max-w-prose text-lg leading-relaxed text-ink-soft">
                {visit ? bookingCopy.bookedIntro : bookingCopy.pickIntro}
              </p>
              {visit ? (
                <BookedVisit
                  key={visit.startsAt}
                  token={token}
                  data={data}
                  visit={visit}
                  picker={picker(3)}
                  rescheduleOpen={start.pickerOpen && changes === 0}
                  onChanged={changed}
                />
              ) : (
                <div className={cardVariants({ padding: 'compact', className: 'sm:p-8' })}>{picker(2)}</div>
              )}
            </>
          ) : times.isError ? (
            <div className="mt-6 grid gap-3 text-lg">
              <p role="alert" className="font-semibold">
                {dead ? deadBookingLinkMessage : bookingCopy.failed}
              </p>
              <CallUs lead={dead ? bookingCopy.deadLinkHelp : bookingCopy.failedHelp} />
              <div>
                <ButtonLink href="/contact">{bookingCopy.newRequest}</ButtonLink>
              </div>
            </div>
          ) : (
            <p role="status" className="mt-6 text-lg text-ink-soft">
              {bookingCopy.loading}
            </p>
          )}
        </div>
      </div>
    </>
  );
}
