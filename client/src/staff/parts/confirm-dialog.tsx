import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog';

/**
 * A modal confirmation: a FormDialog with nothing to fill in (Cancel comes first, so it has focus),
 * destructive unless said otherwise. Escape cancels.
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
  confirmVariant?: 'primary' | 'destructive';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={confirmLabel}
      destructive={confirmVariant === 'destructive'}
      onCancel={onCancel}
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm();
      }}
    >
      {children}
    </FormDialog>
  );
}
