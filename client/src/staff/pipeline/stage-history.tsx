import { formatDateTime } from '../../../../shared/business-time';
import { leadStageLabels, type StageEvent } from '../../../../shared/pipeline';

/** The lead's stage changes, oldest first: who made each (when known), the stage, and when, in Connecticut time. */
export function StageHistory({ history }: { history: StageEvent[] }) {
  if (history.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">Stage history ({history.length})</summary>
      <ol className="grid gap-1 pl-1">
        {history.map((h, i) => (
          <li key={i}>
            {h.by ? `${h.by} · ` : ''}
            {leadStageLabels[h.stage]}
            {h.detail ? ` (${h.detail})` : ''} · <time dateTime={h.at}>{formatDateTime(new Date(h.at))}</time>
          </li>
        ))}
      </ol>
    </details>
  );
}
