import { staffRoleLabels } from '../../../../shared/team';
import type { ScheduleDesigner } from '../../../../shared/schedule-schema';
import { StatusBadge } from '../parts/status-badge';
import { TimeOffSection } from './time-off-section';
import { TownsSection } from './towns-section';
import { WeeklyHoursForm } from './weekly-hours-form';
import { ItemCard } from '../parts/item-card';

/** One person on the Schedule: their weekly hours, days off and, for someone who takes visits, towns. */
export function DesignerCard({
  designer,
  self,
  takesVisits = true,
}: {
  designer: ScheduleDesigner;
  self: boolean;
  /** An installer takes no visits: no towns. */
  takesVisits?: boolean;
}) {
  const headingId = `schedule-designer-${designer.id}`;
  return (
    <ItemCard
      headingId={headingId}
      title={designer.name}
      className="grid gap-6"
      badges={
        <>
          {self ? <StatusBadge tone="warn">You</StatusBadge> : null}
          <StatusBadge tone="muted">{staffRoleLabels[designer.role]}</StatusBadge>
        </>
      }
    >
      <WeeklyHoursForm designer={designer} />
      <TimeOffSection designer={designer} />
      {takesVisits ? <TownsSection designer={designer} /> : null}
    </ItemCard>
  );
}
