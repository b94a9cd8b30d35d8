import type { JobTiming } from '../../../../shared/pipeline';
import { StatCard } from '../analytics/stat-card';

const days = (d: number | null) => (d === null ? '–' : `${d} d`);

/** The contracts signed in the period: how many are scheduled and paid, and how long each step took. */
export function JobTimingFigures({ figures }: { figures: JobTiming }) {
  return (
    <section aria-labelledby="job-timing-heading">
      <h3 id="job-timing-heading" className="font-serif text-xl text-ink">
        Jobs
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Contracts signed" value={String(figures.signed)} />
        <StatCard label="Installs scheduled" value={String(figures.scheduled)} />
        <StatCard label="Median days, signature to install" value={days(figures.medianDaysToInstall)} />
        <StatCard label="Median days, install to paid" value={days(figures.medianDaysInstallToPaid)} />
      </dl>
    </section>
  );
}
