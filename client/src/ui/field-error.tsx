import { CircleAlert } from 'lucide-react';

/**
 * The inline message a field points at with aria-describedby. `alert` announces it as it appears,
 * for an error the server returns after the visitor pressed the button (focus may not move to it).
 */
export function FieldError({ id, message, alert = false }: { id: string; message?: string; alert?: boolean }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role={alert ? 'alert' : undefined}
      className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
