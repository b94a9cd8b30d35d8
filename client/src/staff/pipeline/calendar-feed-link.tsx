import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../../shared/business-time';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { useConfirmation } from '../parts/use-confirmation';
import { useAdminAction } from '../parts/use-admin-action';
import { companyFeedLink, ownFeedLink } from '../api/calendar-feed';

/** What tells the two feed links apart: the company's (everyone's visits) and your own. */
const feeds = {
  everyone: {
    link: companyFeedLink,
    summary: 'Calendar feed for staff calendars',
    label: 'Everyone’s calendar',
    testId: 'calendar-feed-url',
    confirmTitle: 'Make a new calendar link?',
  },
  own: {
    link: ownFeedLink,
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

/**
 * A private calendar feed URL. Only its hash is kept, so the link is shown once, when it is made
 * ("Make a link"); later visits say when the current one was made, and "Make a new link" (which
 * revokes the old one) is the way to see a link again.
 */
function FeedLink({ feed: which }: { feed: keyof typeof feeds }) {
  const feed = feeds[which];
  const labelId = useId();
  const [made, setMade] = useState<string | null>(null);
  const current = useQuery(feed.link.query);
  const renew = useAdminAction({
    run: async () => {
      const link = await feed.link.renew();
      setMade(link.url);
      return link;
    },
    refresh: [feed.link.query.queryKey],
    done: () =>
      current.data?.madeAt
        ? { title: 'New calendar link made', description: 'The old link no longer works.' }
        : { title: 'Calendar link made' },
    failed: 'Could not make a new link',
  });
  const confirming = useConfirmation(() => renew.mutate(undefined));
  const madeAt = current.data?.madeAt;
  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made);
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
        {made ??
          (current.isPending
            ? 'Loading…'
            : madeAt
              ? `Your link was made ${formatDateTime(madeAt)}. It is shown only once: to copy it again, make a new one.`
              : 'No link yet.')}
      </p>
      {made ? <p className="mt-1 text-ink-soft">Copy it now: it is shown only this once.</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={!made} onClick={() => void copy()}>
          Copy link
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={renew.isPending || current.isPending}
          onClick={() => (madeAt ? confirming.ask(true) : renew.mutate(undefined))}
        >
          {madeAt ? 'Make a new link' : 'Make a link'}
        </Button>
      </div>
      <ConfirmDialog {...confirming.dialog} title={feed.confirmTitle} confirmLabel="Make a new link">
        <p>Calendars subscribed with the current link stop receiving consultations.</p>
      </ConfirmDialog>
    </details>
  );
}
