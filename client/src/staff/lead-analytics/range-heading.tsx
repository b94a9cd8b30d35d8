import { leadAnalyticsRanges, type LeadAnalyticsRange } from '../../../../shared/lead-analytics';
import { SelectField } from '../../ui/select-field';
import { Heading } from '../parts/dashboard-section';

/** The heading of an Analytics section with its "Last 30/90/365 days" select. */
export function RangeHeading({
  id,
  title,
  label,
  value,
  onChange,
}: {
  id: string;
  title: string;
  label: string;
  value: LeadAnalyticsRange;
  onChange: (range: LeadAnalyticsRange) => void;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <Heading offset={1} id={id} className="text-2xl">
        {title}
      </Heading>
      <SelectField
        label={label}
        labelClassName="text-sm"
        value={String(value)}
        onChange={(e) => onChange(Number(e.target.value) as LeadAnalyticsRange)}
      >
        {leadAnalyticsRanges.map((d) => (
          <option key={d} value={d}>
            Last {d} days
          </option>
        ))}
      </SelectField>
    </div>
  );
}
