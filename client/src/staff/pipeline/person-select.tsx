import type { Ref } from 'react';
import type { Assignee } from '../../../../shared/admin-schema';
import { SelectField } from '../../ui/select-field';

/**
 * A select of the active people on the team, with "Nobody" first: "Assigned to" on a lead card and
 * "Designer" in the booking dialog. Someone chosen earlier who is no longer active stays listed.
 */
export function PersonSelect({
  label,
  people,
  value,
  onChange,
  disabled,
  describedBy,
  error,
  ref,
}: {
  label: string;
  people: readonly Assignee[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
  describedBy?: string;
  error?: string;
  /** The select itself, for a form to focus (useController's field.ref). */
  ref?: Ref<HTMLSelectElement>;
}) {
  const listed = value === null || people.some((p) => p.id === value);
  return (
    <SelectField
      ref={ref}
      label={label}
      error={error}
      value={value === null ? '' : String(value)}
      disabled={disabled}
      // Only when given: an undefined one would hide the error's own description.
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">Nobody</option>
      {people.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
      {listed ? null : <option value={value}>Someone no longer on the team</option>}
    </SelectField>
  );
}
