import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

/** A ModalDialog about one thing (a payment to void, a refund paid back): open while there is one, its content made for it. */
export function ModalDialogFor<T>({
  item,
  title,
  onClose,
  children,
}: {
  item: T | null;
  title: string;
  onClose: () => void;
  children: (item: T) => ReactNode;
}) {
  return (
    <ModalDialog open={item !== null} title={title} onClose={onClose}>
      {item !== null ? children(item) : null}
    </ModalDialog>
  );
}
