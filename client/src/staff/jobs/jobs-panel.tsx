import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { jobStageLabels, type JobStage } from '../../../../shared/jobs/job-stage';
import type { JobRow, JobsAnswer } from '../../../../shared/jobs/jobs-answer';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../../ui/button';
import { jobsQuery } from '../api/jobs';
import { DashboardSection } from '../parts/dashboard-section';
import { QueryState } from '../parts/query-state';
import { JobCard, jobCardId } from './job-card';

/** "Open" (every stage but closed) or one stage. */
function StageFilter({
  counts,
  stage,
  onChange,
}: {
  counts: JobsAnswer['counts'];
  stage: JobStage | null;
  onChange: (stage: JobStage | null) => void;
}) {
  const open = counts.filter((c) => c.stage !== 'closed').reduce((sum, c) => sum + c.count, 0);
  const choices: { value: JobStage | null; label: string; count: number }[] = [
    { value: null, label: 'Open', count: open },
    ...counts.map((c) => ({ value: c.stage, label: jobStageLabels[c.stage], count: c.count })),
  ];
  return (
    <div role="group" aria-label="Show jobs" className="mt-4 flex flex-wrap gap-2">
      {choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          aria-pressed={stage === choice.value}
          onClick={() => onChange(choice.value)}
          className={cn(
            buttonVariants({ size: 'sm', variant: stage === choice.value ? 'primary' : 'secondary' }),
            'tabular-nums',
          )}
        >
          {choice.label} ({choice.count})
        </button>
      ))}
    </div>
  );
}

/** The job a link points at (/admin/jobs#job-12), brought into view and focused once the list shows it. */
function useLinkedJob(jobs: JobRow[] | undefined) {
  useEffect(() => {
    const linked = jobs?.find((job) => `#${jobCardId(job.leadId)}` === window.location.hash);
    const card = linked ? document.getElementById(jobCardId(linked.leadId)) : null;
    if (!card) return;
    card.setAttribute('tabindex', '-1');
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [jobs]);
}

/**
 * The Jobs page, /admin/jobs: every signed job by stage, from the signature to closed, with what is
 * due and the next date; open jobs first.
 */
export function JobsPanel() {
  const [stage, setStage] = useState<JobStage | null>(null);
  const answer = useQuery({ ...jobsQuery(stage), placeholderData: keepPreviousData });
  useLinkedJob(answer.isPlaceholderData ? undefined : answer.data?.jobs);
  return (
    <DashboardSection
      id="jobs"
      title="Jobs"
      intro="Every signed job, from the signature to closed: what is due, and the next install day."
    >
      <QueryState query={answer} what="the jobs">
        {({ jobs, counts }) => (
          <>
            <StageFilter counts={counts} stage={stage} onChange={setStage} />
            <div className="mt-4" aria-busy={answer.isPlaceholderData || undefined}>
              {jobs.length === 0 ? (
                <p className="text-lg text-ink-soft">
                  {stage ? `No jobs at ${jobStageLabels[stage]}.` : 'No open jobs.'}
                </p>
              ) : (
                <ul aria-label={stage ? `Jobs at ${jobStageLabels[stage]}` : 'Open jobs'} className="grid gap-4">
                  {jobs.map((job) => (
                    <li key={job.leadId}>
                      <JobCard job={job} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </QueryState>
    </DashboardSection>
  );
}
