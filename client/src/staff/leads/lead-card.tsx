import { FileDiff, FileDown, FilePenLine, Mail, MessageSquareHeart, Phone, Trash2 } from 'lucide-react';
import type { Assignee, Lead, LeadEmail, LeadStatus } from '../../../../shared/admin-schema';
import type { SpacePhotoView } from '../../../../shared/booking';
import type { LeadPlan } from '../../../../shared/design/lead-plan';
import type { JobMoneySummary } from '../../../../shared/payments/payment-answers';
import { formatDateTime } from '../../../../shared/business-time';
import { leadChangeOrderPagePath, leadProposalPagePath } from '../../../../shared/staff-pages';
import { leadStageLabels, type LeadPipeline } from '../../../../shared/pipeline';
import { cn } from '../../lib/cn';
import { leadContractHref } from '../api/leads';
import { Button } from '../../ui/button';
import { LeadEmailList } from './lead-email-list';
import { LeadPlanPart } from './lead-plan';
import { LeadSourceLine } from './lead-source-line';
import { cardVariants } from '../../ui/card';
import { LeadPipelineControls } from '../pipeline/lead-pipeline';
import { SpacePhotos } from '../pipeline/space-photos';
import { CompletionPanel } from '../completion/completion-panel';
import { JobMoney } from '../payments/job-money';
import { JobInstallCard } from '../installs/job-install';
import { phoneHref } from '../../lib/phone-href';
import { CardLink } from '../parts/card-link';
import { Heading } from '../parts/dashboard-section';

/** Links and buttons on a lead are at least 44 px tall, for fingers (WCAG 2.5.5). */
const contactLink = 'inline-flex min-h-11 items-center gap-1.5 text-harbor-700 underline';

/**
 * One consultation request, compact: name, status, when, phone and e-mail; the rest (ZIP, rooms,
 * message, e-mails, review request) opens under Details. Without `onStatus` and `onRequestReview`
 * (the e-mail lookup) it has no status or review-request button; without `onDelete` (a role that
 * may not delete leads), no Delete.
 */
export function LeadCard({
  lead,
  busy,
  onStatus,
  onDelete,
  onRequestReview,
  idPrefix = 'lead',
  pipeline,
  assignees = [],
  canAssign = false,
  canDesignProposal = false,
}: {
  lead: Lead & {
    isSpam?: boolean;
    emails?: LeadEmail[];
    spacePhotos?: SpacePhotoView[];
    plan?: LeadPlan | null;
    /** A proposal of this lead was signed: its contract's PDF, and the job's money (paid, due, Payments). */
    signedContract?: boolean;
    /** That contract is in force: the stage and amount are not offered (the server refuses them). */
    contractLocked?: boolean;
    /** The signed job's paid, due and balance (the inbox's answer gives it with each signed lead). */
    money?: JobMoneySummary | null;
  };
  /** Stage history, consultation and amounts; the inbox shows the Stage select with them. */
  pipeline?: LeadPipeline;
  busy: boolean;
  onStatus?: (status: LeadStatus) => void;
  onDelete?: () => void;
  /** The active people on the team, for "Assigned to" and the booking's Designer. */
  assignees?: readonly Assignee[];
  canAssign?: boolean;
  /** Whoever may work the lead ("leads:work") may design its proposal. */
  canDesignProposal?: boolean;
  /** Offered in the inbox; the e-mail lookup leaves it out. */
  onRequestReview?: () => void;
  /** Keeps heading ids unique when the same lead shows in the inbox and in the lookup. */
  idPrefix?: string;
}) {
  const contacted = lead.status === 'contacted';
  const headingId = `${idPrefix}-${lead.id}`;
  return (
    <article aria-labelledby={headingId} className={cardVariants({ padding: 'compact' })}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div>
          <Heading offset={1} id={headingId} className="text-xl">
            {lead.name}
          </Heading>
          <p className="text-sm text-ink-muted">
            Received <time dateTime={lead.receivedAt}>{formatDateTime(lead.receivedAt)}</time>
          </p>
          <LeadSourceLine lead={lead} />
        </div>
        <span
          className={cn(
            'mt-1 rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide',
            lead.isSpam
              ? 'bg-line text-ink'
              : lead.status === 'new'
                ? 'bg-brass-100 text-brass-700'
                : 'bg-harbor-100 text-harbor-800',
          )}
        >
          {lead.isSpam ? 'Spam' : leadStageLabels[lead.status]}
        </span>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-5 text-sm">
        <a href={phoneHref(lead.phone)} className={contactLink}>
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {lead.phone}
        </a>
        <a href={`mailto:${lead.email}`} className={cn(contactLink, 'break-all')}>
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {lead.email}
        </a>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {onStatus && !lead.contractLocked && (lead.status === 'new' || contacted) ? (
          <Button
            size="sm"
            variant="secondary"
            aria-disabled={busy}
            aria-describedby={headingId}
            onClick={() => onStatus(contacted ? 'new' : 'contacted')}
          >
            {contacted ? 'Mark as new' : 'Mark as contacted'}
          </Button>
        ) : null}
        {canDesignProposal && !lead.isSpam ? (
          <CardLink href={leadProposalPagePath(lead.id)} icon={FilePenLine} aria-describedby={headingId}>
            Design proposal
          </CardLink>
        ) : null}
        {/* A contract in force changes only by a change order signed like it (CGS 20-429). */}
        {canDesignProposal && lead.contractLocked ? (
          <CardLink href={leadChangeOrderPagePath(lead.id)} icon={FileDiff} aria-describedby={headingId}>
            Change order
          </CardLink>
        ) : null}
        {lead.signedContract ? (
          <CardLink href={leadContractHref(lead.id)} icon={FileDown} file download aria-describedby={headingId}>
            Signed contract (PDF)
          </CardLink>
        ) : null}
        {/* A customer's records are kept (shared/retention.ts): the server refuses to delete them. */}
        {onDelete && !lead.signedContract ? (
          <Button size="sm" variant="destructive" disabled={busy} aria-describedby={headingId} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        ) : null}
      </div>
      {onStatus ? (
        <LeadPipelineControls
          lead={lead}
          pipeline={pipeline}
          assignees={assignees}
          canAssign={canAssign}
          locked={lead.contractLocked ?? false}
        />
      ) : null}
      {lead.money ? <JobMoney leadId={lead.id} leadName={lead.name} money={lead.money} idPrefix={idPrefix} /> : null}
      {lead.signedContract ? <JobInstallCard leadId={lead.id} idPrefix={idPrefix} /> : null}
      {lead.signedContract ? <CompletionPanel leadId={lead.id} idPrefix={idPrefix} /> : null}
      {lead.plan ? <LeadPlanPart plan={lead.plan} leadId={lead.id} idPrefix={idPrefix} /> : null}
      <SpacePhotos leadId={lead.id} photos={lead.spacePhotos ?? []} idPrefix={idPrefix} />
      <details className="mt-1">
        <summary
          aria-describedby={headingId}
          className="flex min-h-11 cursor-pointer items-center font-semibold text-harbor-700"
        >
          Details
        </summary>
        <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">ZIP</dt>
          <dd>{lead.zip}</dd>
          <dt className="font-semibold">Rooms</dt>
          <dd>{lead.rooms.join(', ')}</dd>
          <dt className="font-semibold">Message</dt>
          <dd className="whitespace-pre-line break-words text-ink-soft">{lead.message}</dd>
          {lead.emails ? (
            <>
              <dt className="font-semibold">E-mails</dt>
              <dd>
                <LeadEmailList emails={lead.emails} />
              </dd>
            </>
          ) : null}
        </dl>
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
          {onRequestReview ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-describedby={headingId}
              onClick={onRequestReview}
            >
              <MessageSquareHeart aria-hidden="true" className="size-4" />
              Request a Review
            </Button>
          ) : null}
          <p className="text-sm text-ink-muted">
            {lead.reviewRequestedAt ? (
              <>
                Review requested <time dateTime={lead.reviewRequestedAt}>{formatDateTime(lead.reviewRequestedAt)}</time>
              </>
            ) : (
              'No review requested yet'
            )}
          </p>
        </div>
      </details>
    </article>
  );
}
