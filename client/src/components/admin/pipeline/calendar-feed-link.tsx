import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiRequest } from '../../../lib/api-request';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { ConfirmDialog } from '../confirm-dialog';
import { useAdminAction } from '../use-admin-action';
import { calendarFeedKey, fetchCalendarFeed } from './pipeline-queries';

/** The private calendar feed URL staff subscribe to, with "Copy link" and "Make a new link" (revokes the old). */
export function CalendarFeedLink() {
  const labelId = useId();
  const [confirming, setConfirming] = useState(false);
  const feed = useQuery({ queryKey: calendarFeedKey, queryFn: fetchCalendarFeed });
  const renew = useAdminAction({
    run: () => apiRequest('POST', '/api/calendar-feed'),
    refresh: [calendarFeedKey],
    done: () => ({ title: 'New calendar link made', description: 'The old link no longer works.' }),
    failed: 'Could not make a new link',
  });
  const url = feed.data?.url;
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
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">Calendar feed for staff calendars</summary>
      <p id={labelId} className="text-ink-soft">
        Subscribe in Google, Apple or Outlook Calendar with this private link:
      </p>
      <p aria-labelledby={labelId} className="mt-1 break-all font-mono text-xs" data-testid="calendar-feed-url">
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
        title="Make a new calendar link?"
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
