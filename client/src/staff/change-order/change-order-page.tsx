import { useQuery } from '@tanstack/react-query';
import { formatDayKey } from '../../../../shared/business-time';
import { formatDollars } from '../../../../shared/money';
import { leadProposalPagePath, staffPages } from '../../../../shared/staff-pages';
import { changeOrdersQuery } from '../api/change-orders';
import { DashboardSection } from '../parts/dashboard-section';
import { QueryState } from '../parts/query-state';
import { ChangeOrderEditor } from './change-order-editor';
import { ChangeOrderList } from './change-order-list';

/**
 * /admin/leads/<id>/change-order: a signed job's change orders (CGS 20-429: every change in writing,
 * signed by both). The signed contract never changes; each change order edits the signed option as
 * it now stands, and the homeowner signs it on their page.
 */
export function ChangeOrderPage({ leadId }: { leadId: number }) {
  const valid = Number.isSafeInteger(leadId) && leadId > 0;
  // The homeowner signs on their side: read afresh each time the page opens.
  const query = useQuery({ ...changeOrdersQuery(leadId), enabled: valid, refetchOnMount: 'always' });
  const job = query.data?.job;
  return (
    <DashboardSection
      id="change-order"
      title={job ? `Change order for ${job.homeownerName}` : 'Change order'}
      intro="The signed contract never changes: a change order adds to it, priced by the server from the price book, and the homeowner signs it on their page."
    >
      {valid ? (
        <QueryState query={query} what="the change orders">
          {(data) =>
            data.job ? (
              <div className="mt-4 grid min-w-0 gap-6">
                <p className="text-ink">
                  Contract {data.job.contractNumber} · job total{' '}
                  <span data-testid="job-total">{formatDollars(data.job.totalCents)}</span> · starts{' '}
                  {formatDayKey(data.job.startOn, 'long')}, completed by {formatDayKey(data.job.completeOn, 'long')}
                </p>
                <ChangeOrderList leadId={leadId} changeOrders={data.changeOrders} />
                {/* A fresh editor only once a change order is signed (the option it edits moved on): a
                    first save or a withdrawal keeps it, with its focus and what it said. */}
                <ChangeOrderEditor
                  key={data.changeOrders.filter((co) => co.status === 'signed').length}
                  leadId={leadId}
                  job={data.job}
                  data={data}
                />
                <a href={leadProposalPagePath(leadId)} className="font-semibold text-harbor-700 underline">
                  Back to the signed proposal
                </a>
              </div>
            ) : (
              <p className="mt-4">This lead has no signed contract to change.</p>
            )
          }
        </QueryState>
      ) : (
        <p role="alert" className="mt-4">
          There is no such lead. <a href={staffPages.dashboard.path}>Back to the dashboard</a>
        </p>
      )}
    </DashboardSection>
  );
}
