import { Check, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button';

export type BulkTarget = 'selected' | 'pending';

/**
 * Bulk moderation: the reviews ticked on this page, or every pending review matching the search
 * (across all pages). The buttons only ask; the panel confirms once and sends one request.
 */
export function TestimonialsBulkBar({
  shown,
  selected,
  pendingMatching,
  q,
  busy,
  onSelectAll,
  onAct,
}: {
  /** Reviews on this page. */
  shown: number;
  selected: number;
  pendingMatching: number;
  q: string;
  busy: boolean;
  onSelectAll: (selected: boolean) => void;
  onAct: (action: 'approve' | 'delete', target: BulkTarget) => void;
}) {
  const all = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < shown;
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);

  return (
    <div className="mt-4 grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-2">
      <div role="group" aria-label="Reviews selected on this page" className="grid min-w-0 content-start gap-2">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 font-semibold">
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              ref={all}
              type="checkbox"
              checked={shown > 0 && selected === shown}
              disabled={shown === 0}
              onChange={(e) => onSelectAll(e.target.checked)}
              className="size-5 accent-harbor-700"
            />
            Select all on this page
          </label>
          <span className="text-sm font-normal text-ink-muted">{selected} selected</span>
        </div>
        <BulkButtons
          target="selected"
          disabled={busy || selected === 0}
          onAct={onAct}
          labels={['Approve selected', 'Delete selected']}
        />
      </div>
      <fieldset className="grid min-w-0 content-start gap-2 wrap-anywhere">
        <legend className="mb-2 flex min-h-11 items-center font-semibold">
          {q ? `Every pending review matching “${q}”: ${pendingMatching}` : `Every pending review: ${pendingMatching}`}
        </legend>
        <BulkButtons
          target="pending"
          disabled={busy || pendingMatching === 0}
          onAct={onAct}
          labels={['Approve all pending', 'Delete all pending']}
          approveVariant="secondary"
        />
      </fieldset>
    </div>
  );
}

/** Approve and Delete for one target (the ticked reviews, or every pending one), side by side. */
function BulkButtons({
  target,
  disabled,
  onAct,
  labels: [approveLabel, deleteLabel],
  approveVariant,
}: {
  target: BulkTarget;
  disabled: boolean;
  onAct: (action: 'approve' | 'delete', target: BulkTarget) => void;
  labels: [approve: string, remove: string];
  approveVariant?: 'secondary';
}) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button size="sm" variant={approveVariant} aria-disabled={disabled} onClick={() => onAct('approve', target)}>
        <Check aria-hidden="true" className="size-4" />
        {approveLabel}
      </Button>
      <Button size="sm" variant="destructive" aria-disabled={disabled} onClick={() => onAct('delete', target)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {deleteLabel}
      </Button>
    </div>
  );
}
