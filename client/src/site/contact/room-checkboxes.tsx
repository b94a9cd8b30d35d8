import type { UseFormRegisterReturn } from 'react-hook-form';
import { roomOptions } from '../../../../shared/rooms';
import { FieldError } from '../../ui/field-error';

/** The nine room options (shared/rooms.ts) as one labelled group. */
export function RoomCheckboxes({
  legend,
  error,
  registration,
}: {
  legend: string;
  error?: string;
  registration: UseFormRegisterReturn<'rooms'>;
}) {
  const errorId = 'contact-rooms-error';
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-semibold text-ink">{legend}</legend>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {roomOptions.map((room) => {
          const id = `contact-room-${room.toLowerCase().replace(/[^a-z]+/g, '-')}`;
          return (
            <div key={room} className="flex items-center gap-3">
              <input
                id={id}
                type="checkbox"
                value={room}
                aria-invalid={error ? true : undefined}
                className="size-5 shrink-0 accent-harbor-700"
                {...registration}
              />
              <label htmlFor={id} className="grow py-2 text-ink">
                {room}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
