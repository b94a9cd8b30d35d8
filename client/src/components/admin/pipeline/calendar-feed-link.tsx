import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiRequest } from '../../../lib/api-request';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { useAdminAction } from '../parts/use-admin-action';
import { calendarFeedKey, fetchCalendarFeed, fetchOwnCalendarFeed, ownCalendarFeedKey } from '../api/pipeline';
import { accountCalendarFeedPath, calendarFeedPath } from '../../../../../shared/staff-api-paths';

/** What tells the two feed links apart: the company's (everyone's visits) and your own. */
const feeds = {
  everyone: {
    path: calendarFeedPath,
    key: calendarFeedKey,
    fetch: fetchCalendarFeed,
    summary: 'Calendar feed for staff calendars',
    label: 'Everyone’s calendar',
    testId: 'calendar-feed-url',
    confirmTitle: 'Make a new calendar link?',
  },
  own: {
    path: accountCalendarFeedPath,
    key: ownCalendarFeedKey,
    fetch: fetchOwnCalendarFeed,
    summary: 'Your calendar feed',
    label: 'Your calendar (your visits)',
    testId: 'own-calendar-feed-url',
    confirmTitle: 'Make a new link to your calendar?',
  },
} as const;

/** The company's private calendar feed URL (everyone's visits), for those who may see everyone's calendar. */
export const CalendarFeedLink = () => <FeedLink feed="everyone" />;

/** Your own private calendar feed URL: the consultations you are the designer of. */
export const OwnCalendarFeedLink = () => <FeedLink feed="own" />;

/** A private calendar feed URL, with "Copy link" and "Make a new link" (revokes the old). */
function FeedLink({ feed: which }: { feed: keyof typeof feeds }) {
  const feed = feeds[which];
  const labelId = useId();
  const [confirming, setConfirming] = useState(false);
  const current = useQuery({ queryKey: feed.key, queryFn: feed.fetch });
  const renew = useAdminAction({
    run: () => apiRequest('POST', feed.path),
    refresh: [feed.key],
    done: () => ({ title: 'New calendar link made', description: 'The old link no longer works.' }),
    failed: 'Could not make a new link',
  });
  const url = current.data?.url;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied' });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'Select the link and copy it by hand.' });
    }
  };
  return (
    <details className="max-w-xl text-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">{feed.summary}</summary>
      <p id={labelId} className="text-ink-soft">
        <span className="font-semibold text-ink">{feed.label}</span>: subscribe in Google, Apple or Outlook Calendar
        with this private link:
      </p>
      <p aria-labelledby={labelId} className="mt-1 break-all font-mono text-xs" data-testid={feed.testId}>
        {url ?? 'Loading…'}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={!url} onClick={() => void copy()}>
          Copy link
        </Button>
        <Button size="sm" variant="secondary" disabled={renew.isPending} onClick={() => setConfirming(true)}>
          Make a new link
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={feed.confirmTitle}
        confirmLabel="Make a new link"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          renew.mutate(undefined);
          setConfirming(false);
        }}
      >
        <p>Calendars subscribed with the current link stop receiving consultations.</p>
      </ConfirmDialog>
    </details>
  );
}
