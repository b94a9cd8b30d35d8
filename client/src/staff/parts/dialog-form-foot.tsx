import { Button } from '../../ui/button';

/**
 * A dialog form's Cancel and submit buttons, kept in view at the dialog's foot while a long form
 * scrolls on a phone (as ConfirmDialog's).
 */
export function DialogFormFoot({
  submitLabel,
  busyLabel = submitLabel,
  busy = false,
  destructive = false,
  onCancel,
}: {
  submitLabel: string;
  /** The button's words while the form is being sent. */
  busyLabel?: string;
  busy?: boolean;
  destructive?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="sticky -bottom-6 -mx-6 -mb-6 mt-2 flex flex-wrap justify-end gap-3 border-t border-line bg-white px-6 py-4">
      <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'} size="sm" aria-disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
