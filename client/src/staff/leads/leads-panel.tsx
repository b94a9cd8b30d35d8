import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronDown, Download, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import type { Lead, LeadStatus } from '../../../../shared/admin-schema';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from '../../ui/button';
import { deleteLead, leadsCsvHref, leadsKey, leadsQuery, sendReviewRequest } from '../api/leads';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { useConfirmation } from '../parts/use-confirmation';
import { LeadCard } from './lead-card';
import { pageRange, Pager } from '../parts/pager';
import { PersonalDataLookup } from './personal-data-lookup';
import { AgendaPanel } from '../pipeline/agenda-panel';
import { CalendarFeedLink, OwnCalendarFeedLink } from '../pipeline/calendar-feed-link';
import { changeStage, pipelineRefresh } from '../api/pipeline';
import { StageFilter } from '../pipeline/stage-filter';
import { QueryState } from '../parts/query-state';
import { ReviewRequestDialog } from './review-request-dialog';
import { SelectField } from '../../ui/select-field';
import { SearchField } from '../parts/search-field';
import { useDebouncedSearch } from '../parts/use-debounced-search';
import { useStaffCan } from '../shell/use-staff-can';
import { useAdminAction } from '../parts/use-admin-action';

/**
 * The consultation requests inbox: newest first, searchable, paged, with a status per lead, a CSV
 * export, deletion and a lookup of everything stored for one e-mail address.
 */
export function LeadsPanel() {
  const { may } = useStaffCan();
  const [source, setSource] = useState('');
  const [stage, setStage] = useState('');
  const [page, setPage] = useState(1);
  const { search, setSearch, q } = useDebouncedSearch(() => setPage(1));
  // On a phone the leads come first; search, filter, lookup and export open with one tap.
  const [toolsOpen, setToolsOpen] = useState(false);
  const toolsId = useId();

  const leads = useQuery({ ...leadsQuery({ q, page, source, stage }), placeholderData: keepPreviousData });

  const refresh = pipelineRefresh;
  const mailConfigured = leads.data?.mailConfigured ?? true;

  const setStatus = useAdminAction({
    // The same stage call as the pipeline's stage buttons: a lead's stage changes one way.
    run: ({ id, status }: { id: number; status: LeadStatus }) => changeStage(id, { stage: status }),
    refresh,
    done: ({ status }) => ({ title: status === 'contacted' ? 'Marked as contacted' : 'Marked as new' }),
    failed: 'Could not update the request',
  });

  const [reviewFor, setReviewFor] = useState<Lead | null>(null);
  const requestReview = useAdminAction({
    run: ({ lead, town }: { lead: Lead; town: string }) =>
      sendReviewRequest(lead.id, { town, ...(lead.reviewRequestedAt ? { resend: true } : {}) }),
    refresh: [leadsKey],
    // "Queued" until the outbox has sent it; without a mail server nothing is e-mailed at all.
    done: ({ lead }) =>
      mailConfigured
        ? { title: 'Review request queued', description: `Queued for ${lead.email}` }
        : { title: 'Review request saved', description: `Not sent to ${lead.email}: no mail server is configured` },
    failed: 'Could not send the review request',
  });

  const remove = useAdminAction({
    run: (id: number) => deleteLead(id),
    refresh,
    done: () => ({ title: 'Request deleted' }),
    failed: 'Could not delete the request',
  });
  const toDelete = useConfirmation((lead: Lead) => remove.mutate(lead.id));

  const busy = setStatus.isPending || remove.isPending || requestReview.isPending;
  const csvHref = leadsCsvHref({ q, source, stage });
  const sources = leads.data?.sources ?? [];

  return (
    <section aria-labelledby="leads-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="leads-heading" className="text-2xl">
          Contact Submissions
        </h2>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={toolsOpen}
          aria-controls={toolsId}
          onClick={() => setToolsOpen((open) => !open)}
          className="md:hidden"
        >
          {may('leads:export') ? 'Search, filter and export' : 'Search and filter'}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', toolsOpen && 'rotate-180')} />
        </Button>
      </div>
      {mailConfigured ? null : (
        <p role="note" className="mt-4 flex gap-2 rounded-md border border-brass-700 bg-brass-100 p-3 text-sm text-ink">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass-700" />
          No mail server is configured (SMTP_URL is not set): e-mails are skipped, not sent. Requests are still saved
          here.
        </p>
      )}
      <AgendaPanel />
      <div id={toolsId} className={cn(toolsOpen ? 'block' : 'hidden', 'md:block')}>
        <div className="mt-4 flex flex-wrap items-start gap-4">
          {may('leads:export') ? (
            <a href={csvHref} download className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              <Download aria-hidden="true" className="size-4" />
              Download CSV
            </a>
          ) : null}
          <OwnCalendarFeedLink />
          {may('calendar:everyone') ? <CalendarFeedLink /> : null}
        </div>
        {may('leads:lookup') ? (
          <div className="mt-4">
            <PersonalDataLookup busy={busy} onDelete={toDelete.ask} />
          </div>
        ) : null}
        <div className="mt-6 flex flex-wrap items-end gap-4">
          <SearchField label="Search by name, email, phone or ZIP" value={search} onChange={setSearch} />
          <SelectField
            label="Source"
            value={source}
            onChange={(e) => {
              setSource(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All sources</option>
            {[...new Set([...sources, ...(source ? [source] : [])])].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          <StageFilter
            value={stage}
            onChange={(value) => {
              setStage(value);
              setPage(1);
            }}
          />
        </div>
      </div>
      <div className="mt-6">
        <QueryState query={leads} what="consultation requests">
          {(data) => (
            <>
              <p role="status" className="text-sm text-ink-muted">
                {data.total === 0
                  ? q || source || stage
                    ? 'No consultation requests match these filters.'
                    : 'No consultation requests yet.'
                  : pageRange({ ...data, shown: data.submissions.length })}
              </p>
              <ul className="mt-4 grid gap-4">
                {data.submissions.map((lead) => (
                  <li key={lead.id}>
                    <LeadCard
                      lead={lead}
                      pipeline={data.pipeline[lead.id]}
                      busy={busy}
                      onStatus={(status) => setStatus.mutate({ id: lead.id, status })}
                      onDelete={may('leads:delete') ? () => toDelete.ask(lead) : undefined}
                      onRequestReview={may('leads:request-review') ? () => setReviewFor(lead) : undefined}
                      assignees={data.assignees}
                      canAssign={may('leads:assign')}
                      canDesignProposal={may('leads:work')}
                    />
                  </li>
                ))}
              </ul>
              <Pager label="Consultation request pages" list={data} onPage={setPage} />
            </>
          )}
        </QueryState>
      </div>
      {/* Mounted only while open, so it starts from the lead each time. */}
      {reviewFor ? (
        <ReviewRequestDialog
          lead={reviewFor}
          onClose={() => setReviewFor(null)}
          onSend={(town) => requestReview.mutateAsync({ lead: reviewFor, town })}
        />
      ) : null}
      <ConfirmDialog {...toDelete.dialog} title="Delete this request?" confirmLabel="Delete request">
        {toDelete.it ? (
          <p>
            The request from {toDelete.it.name} ({toDelete.it.email}) and the e-mails sent about it will be deleted for
            good. This cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
