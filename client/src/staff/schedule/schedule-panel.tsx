import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../parts/query-state';
import { DesignerCard } from './designer-card';
import { scheduleQuery } from '../api/schedule';
import { ScheduleSettingsSection } from './schedule-settings-section';
import { DashboardSection } from '../parts/dashboard-section';
import { Heading } from '../parts/dashboard-section';

/**
 * The Schedule page, /admin/schedule: when homeowners can book a visit online. With `schedule:manage`, the shared
 * booking settings and every designer's calendar; a designer sees the settings and their own.
 */
export function SchedulePanel({ signedInId }: { signedInId: number }) {
  const schedule = useQuery(scheduleQuery);

  return (
    <DashboardSection
      id="schedule"
      title="Schedule"
      intro="When homeowners can book a design visit online. All days and times are Connecticut time (Eastern)."
    >
      <div className="mt-6 grid gap-10">
        <QueryState query={schedule} what="the schedule">
          {({ settings, designers, installers, canManage }) => (
            <>
              <ScheduleSettingsSection settings={settings} canManage={canManage} />
              <section aria-labelledby="schedule-designers-heading">
                <Heading offset={1} id="schedule-designers-heading" className="mb-4 text-xl">
                  {canManage ? 'Designers' : 'Your calendar'}
                </Heading>
                {canManage && designers.length > 0 && designers.every((d) => d.role === 'owner') ? (
                  <p role="note" className="mb-4 max-w-3xl rounded-md border border-brass-700 bg-brass-100 p-4">
                    No designer is on the team yet, so the owner takes the visits. Once a designer joins, the designers
                    do.
                  </p>
                ) : null}
                {designers.length === 0 ? (
                  <p className="text-ink-soft">Nobody takes visits yet.</p>
                ) : (
                  <ul className="grid gap-6">
                    {designers.map((designer) => (
                      <li key={designer.id} className="grid">
                        <DesignerCard designer={designer} self={designer.id === signedInId} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              {installers.length > 0 ? (
                <section aria-labelledby="schedule-installers-heading">
                  <Heading offset={1} id="schedule-installers-heading" className="mb-1 text-xl">
                    Installers
                  </Heading>
                  <p className="mb-4 max-w-3xl text-ink-soft">
                    An install is booked only within a crew member’s hours, and never on a day off.
                  </p>
                  <ul className="grid gap-6">
                    {installers.map((installer) => (
                      <li key={installer.id} className="grid">
                        <DesignerCard designer={installer} self={false} takesVisits={false} />
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          )}
        </QueryState>
      </div>
    </DashboardSection>
  );
}
