import { FileDown, FilePenLine } from 'lucide-react';
import { formatDateTime, formatDayKey } from '../../../../shared/business-time';
import { jobStageLabels } from '../../../../shared/jobs/job-stage';
import type { JobRow } from '../../../../shared/jobs/jobs-answer';
import { formatDollars } from '../../../../shared/money';
import { leadProposalPagePath, staffPages } from '../../../../shared/staff-pages';
import { cardVariants } from '../../ui/card';
import { leadContractHref } from '../api/leads';
import { CardLink } from '../parts/card-link';
import { Heading } from '../parts/dashboard-section';
import { StatusBadge } from '../parts/status-badge';

/** The id of a job's card: the lead card's link to the Jobs page lands on it. */
export const jobCardId = (leadId: number) => `job-${leadId}`;

/** The lead card's link to its job on the Jobs page. */
export const jobPageHref = (leadId: number) => `${staffPages.jobs.path}#${jobCardId(leadId)}`;

function Figure({ label, cents }: { label: string; cents: number }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="tabular-nums">{formatDollars(cents)}</dd>
    </div>
  );
}

/** One signed job on the Jobs page: who and where, its stage, its money, the next date, and its documents. */
export function JobCard({ job }: { job: JobRow }) {
  const headingId = `${jobCardId(job.leadId)}-heading`;
  return (
    <article id={jobCardId(job.leadId)} aria-labelledby={headingId} className={cardVariants({ padding: 'compact' })}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading offset={1} id={headingId} className="text-xl">
            {job.name}
          </Heading>
          <p className="text-sm text-ink-muted">
            {[job.town, job.contractNumber].filter(Boolean).join(' · ')}
            {job.town || job.contractNumber ? ' · ' : ''}
            Signed <time dateTime={job.signedAt}>{formatDateTime(job.signedAt)}</time>
          </p>
        </div>
        <StatusBadge tone={job.stage === 'closed' ? 'muted' : 'good'}>{jobStageLabels[job.stage]}</StatusBadge>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <Figure label="Total" cents={job.totalCents} />
        <Figure label="Due now" cents={job.dueNowCents} />
        <Figure label="Balance" cents={job.balanceCents} />
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">Next date</dt>
          <dd>{job.nextDate ? formatDayKey(job.nextDate) : 'None booked'}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <CardLink href={leadProposalPagePath(job.leadId)} icon={FilePenLine}>
          Open the job
        </CardLink>
        <CardLink href={leadContractHref(job.leadId)} icon={FileDown} file>
          Contract (PDF)
        </CardLink>
      </div>
    </article>
  );
}
