import { activityLabels, type ActivityEntry as Entry } from '../../../../shared/activity';
import { formatDateTime } from '../../../../shared/business-time';

/** One line of the record: "Dana Reyes · Changed a review · Approved · Tue, Jan 12, 2027, 3:14 PM", and where from. */
export function ActivityEntry({ entry }: { entry: Entry }) {
  return (
    <>
      <p>
        <span className="font-semibold">{entry.actor ?? 'Unknown'}</span> · {activityLabels[entry.action]} ·{' '}
        {entry.detail ? `${entry.detail} · ` : ''}
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      {entry.ip ? <p className="text-sm text-ink-muted">from {entry.ip}</p> : null}
    </>
  );
}
