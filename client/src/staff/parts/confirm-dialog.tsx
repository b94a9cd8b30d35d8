import { useId, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { ModalDialog } from './modal-dialog';

/**
 * A modal confirmation (ModalDialog): Cancel has focus first, and Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmVariant = 'destructive',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmVariant?: ComponentProps<typeof Button>['variant'];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const bodyId = useId();
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onCancel}
      describedBy={bodyId}
      className="w-[min(28rem,calc(100vw-2rem))]"
    >
      <div id={bodyId} className="mt-3 text-ink-soft">
        {children}
      </div>
      {/* Kept in view at the dialog's foot while a long form scrolls on a phone. */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 flex flex-wrap justify-end gap-3 border-t border-line bg-white px-6 py-4">
        <Button variant="secondary" size="sm" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant={confirmVariant} size="sm" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
