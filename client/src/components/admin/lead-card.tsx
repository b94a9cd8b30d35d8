import { Mail, MessageSquareHeart, Phone, Trash2 } from 'lucide-react';
import type { Lead, LeadStatus } from '../../../../shared/admin-schema';
import { leadStageLabels, type LeadPipeline } from '../../../../shared/pipeline-schema';
import { formatDateTime } from '../../../../shared/business-time';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { LeadSourceLine } from './lead-source-line';
import { cardVariants } from '../ui/card';
import { LeadPipelineControls } from './pipeline/lead-pipeline';

const digits = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * One consultation request. Without `onStatus` and `onRequestReview` (the e-mail lookup) it has no
 * status or review-request button.
 */
export function LeadCard({
  lead,
  busy,
  onStatus,
  onDelete,
  onRequestReview,
  idPrefix = 'lead',
  pipeline,
}: {
  lead: Lead & { isSpam?: boolean };
  /** Stage history, consultation and amounts; the inbox shows the Stage select with them. */
  pipeline?: LeadPipeline;
  busy: boolean;
  onStatus?: (status: LeadStatus) => void;
  onDelete: () => void;
  /** Offered in the inbox; the e-mail lookup leaves it out. */
  onRequestReview?: () => void;
  /** Keeps heading ids unique when the same lead shows in the inbox and in the lookup. */
  idPrefix?: string;
}) {
  const contacted = lead.status === 'contacted';
  const headingId = `${idPrefix}-${lead.id}`;
  return (
    <article aria-labelledby={headingId} className={cardVariants({ padding: 'compact' })}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl">
            {lead.name}
          </h3>
          <p className="text-sm text-ink-muted">
            Received <time dateTime={lead.receivedAt}>{formatDateTime(lead.receivedAt)}</time>
          </p>
          <LeadSourceLine lead={lead} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide',
              lead.isSpam
                ? 'bg-line text-ink'
                : contacted
                  ? 'bg-harbor-100 text-harbor-800'
                  : 'bg-brass-100 text-brass-700',
            )}
          >
            {lead.isSpam ? 'Spam' : leadStageLabels[lead.status]}
          </span>
          {onStatus && (lead.status === 'new' || contacted) ? (
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
          <Button size="sm" variant="destructive" disabled={busy} aria-describedby={headingId} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Email</dt>
        <dd>
          <a
            href={`mailto:${lead.email}`}
            className="inline-flex items-center gap-1.5 break-all text-harbor-700 underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {lead.email}
          </a>
        </dd>
        <dt className="font-semibold">Phone</dt>
        <dd>
          <a href={`tel:${digits(lead.phone)}`} className="inline-flex items-center gap-1.5 text-harbor-700 underline">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {lead.phone}
          </a>
        </dd>
        <dt className="font-semibold">ZIP</dt>
        <dd>{lead.zip}</dd>
        <dt className="font-semibold">Rooms</dt>
        <dd>{lead.rooms.join(', ')}</dd>
        <dt className="font-semibold">Message</dt>
        <dd className="whitespace-pre-line break-words text-ink-soft">{lead.message}</dd>
      </dl>
      {onStatus ? <LeadPipelineControls lead={lead} pipeline={pipeline} /> : null}
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
        {onRequestReview ? (
          <Button size="sm" variant="secondary" disabled={busy} aria-describedby={headingId} onClick={onRequestReview}>
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
    </article>
  );
}
