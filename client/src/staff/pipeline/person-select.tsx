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
}: {
  label: string;
  people: readonly Assignee[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  const listed = value === null || people.some((p) => p.id === value);
  return (
    <SelectField
      label={label}
      value={value === null ? '' : String(value)}
      disabled={disabled}
      aria-describedby={describedBy}
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
