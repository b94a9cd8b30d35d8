import { staffRoleLabels } from '../../../../shared/team';
import type { ScheduleDesigner } from '../../../../shared/schedule-schema';
import { cardVariants } from '../../ui/card';
import { StatusBadge } from '../team/status-badge';
import { TimeOffSection } from './time-off-section';
import { TownsSection } from './towns-section';
import { WeeklyHoursForm } from './weekly-hours-form';
import { Heading } from '../parts/dashboard-section';

/** One person who takes visits: their weekly hours, days off and towns. */
export function DesignerCard({ designer, self }: { designer: ScheduleDesigner; self: boolean }) {
  const headingId = `schedule-designer-${designer.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cardVariants({ padding: 'compact', className: 'grid min-w-0 gap-6 wrap-anywhere' })}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading offset={2} id={headingId} className="text-xl">
          {designer.name}
        </Heading>
        <div className="flex flex-wrap gap-2">
          {self ? <StatusBadge tone="warn">You</StatusBadge> : null}
          <StatusBadge tone="muted">{staffRoleLabels[designer.role]}</StatusBadge>
        </div>
      </div>
      <WeeklyHoursForm designer={designer} />
      <TimeOffSection designer={designer} />
      <TownsSection designer={designer} />
    </article>
  );
}
