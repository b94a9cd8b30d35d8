import { leadStageLabels, leadStages } from '../../../../shared/pipeline';
import { SelectField } from '../../ui/select-field';

/** The inbox filter by pipeline stage ("" = every stage). */
export function StageFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SelectField label="Filter by stage" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">All stages</option>
      {leadStages.map((s) => (
        <option key={s} value={s}>
          {leadStageLabels[s]}
        </option>
      ))}
    </SelectField>
  );
}
