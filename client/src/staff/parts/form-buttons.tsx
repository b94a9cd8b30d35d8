import { Button } from '../../ui/button';

/**
 * A form's submit button, which says `busyLabel` while the form is being sent, with Cancel (or
 * `cancelLabel`) beside it: the foot of a form on the page (a dialog's is DialogFormFoot).
 */
export function FormButtons({
  submitLabel,
  busyLabel = submitLabel,
  busy,
  destructive = false,
  cancelLabel = 'Cancel',
  onCancel,
}: {
  submitLabel: string;
  busyLabel?: string;
  busy: boolean;
  destructive?: boolean;
  cancelLabel?: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
