/** A form's own error, not one field's (see FieldError), announced as it appears. */
export function FormAlert({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="font-medium text-red-800">
      {message}
    </p>
  );
}
