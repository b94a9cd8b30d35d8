import type { JobTiming } from '../../../../shared/pipeline';
import { FigureGroup } from '../analytics/figure-group';
import { daysOrDash } from '../analytics/figure-words';

/** The contracts signed in the period: how many are scheduled and paid, and how long each step took. */
export function JobTimingFigures({ figures }: { figures: JobTiming }) {
  return (
    <FigureGroup
      id="job-timing-heading"
      title="Jobs"
      figures={[
        { label: 'Contracts signed', value: String(figures.signed) },
        { label: 'Installs scheduled', value: String(figures.scheduled) },
        { label: 'Median days, signature to install', value: daysOrDash(figures.medianDaysToInstall) },
        { label: 'Median days, install to paid', value: daysOrDash(figures.medianDaysInstallToPaid) },
      ]}
    />
  );
}
