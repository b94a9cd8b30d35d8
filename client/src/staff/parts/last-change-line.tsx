import type { ActivityStamp } from '../../../../shared/activity';
import { formatDateTime } from '../../../../shared/business-time';

/** Who last changed something and how: "Dana Reyes · Approved · Tue, Jan 12, 2027, 3:14 PM". */
export function LastChangeLine({ stamp }: { stamp: ActivityStamp }) {
  return (
    <p className="text-sm text-ink-muted">
      {stamp.by ?? 'Someone'} · {stamp.detail ? `${stamp.detail} · ` : ''}
      <time dateTime={stamp.at}>{formatDateTime(stamp.at)}</time>
    </p>
  );
}
