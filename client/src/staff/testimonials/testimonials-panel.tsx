import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AdminTestimonial, TestimonialFilter } from '../../../../shared/testimonial-schema';
import { SelectField } from '../../ui/select-field';
import { reviewsQuery } from '../api/reviews';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { useConfirmation } from '../parts/use-confirmation';
import { pageRange, Pager } from '../parts/pager';
import { QueryState } from '../parts/query-state';
import { SearchField } from '../parts/search-field';
import { testimonialCardId, TestimonialCard } from './testimonial-card';
import { TestimonialsBulkBar, type BulkTarget } from './testimonials-bulk-bar';
import { useDebouncedSearch } from '../parts/use-debounced-search';
import { useItemFocus } from '../parts/use-item-focus';
import { DashboardSection } from '../parts/dashboard-section';
import { bulkConfirmation, deleteConfirmation, type Confirmation } from './moderation-confirmations';
import { useReviewActions } from './use-review-actions';

// Types only from the schema module: zod stays out of the staff chunk.
const filterLabels: Record<TestimonialFilter, string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  featured: 'Featured',
};

/**
 * Review moderation, one server page at a time (newest first) under a filter and a search:
 * approve (pending only), feature, unpublish and delete one review, or approve and delete the
 * selected reviews or every pending review matching the search. Each change refreshes the list
 * and the dashboard figures and shows a toast.
 */
export function TestimonialsPanel() {
  const [status, setStatus] = useState<TestimonialFilter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { search, setSearch, q } = useDebouncedSearch(() => {
    setPage(1);
    setSelected(new Set());
  });
  const confirm = useConfirmation((it: Confirmation) => it.run());
  const summary = useRef<HTMLParagraphElement>(null);

  const list = useQuery({ ...reviewsQuery({ status, q, page }), placeholderData: keepPreviousData });
  const items = list.data?.testimonials;

  // The last review of the last page went: show the page before it.
  const emptyPage = list.data !== undefined && list.data.testimonials.length === 0 && list.data.page > 1;
  useEffect(() => {
    if (emptyPage) setPage((p) => Math.max(1, p - 1));
  }, [emptyPage]);

  const { approve, unpublish, feature, remove, bulk, attach, publishedPhotos, busy } = useReviewActions();
  const focus = useItemFocus(items, testimonialCardId, summary, busy);

  /** One review's action, with focus kept on it (or on the next one if it leaves the list). */
  function act<V>(action: { mutate: (vars: V, opts: { onError: () => void }) => void }, id: number, vars: V) {
    focus.keep(id);
    action.mutate(vars, { onError: focus.forget });
  }

  const onPage = new Set(items?.map((t) => t.id));
  const chosen = [...selected].filter((id) => onPage.has(id));
  const pendingMatching = list.data?.counts.pending ?? 0;

  function askBulk(action: 'approve' | 'delete', target: BulkTarget) {
    const n = target === 'selected' ? chosen.length : pendingMatching;
    confirm.ask(
      bulkConfirmation(action, { n, selected: target === 'selected', q }, () =>
        bulk.mutate(target === 'selected' ? { action, ids: chosen } : { action, allPendingMatching: { q } }, {
          onSuccess: () => setSelected(new Set()),
        }),
      ),
    );
  }

  const askDelete = (t: AdminTestimonial) => confirm.ask(deleteConfirmation(t, () => act(remove, t.id, t.id)));

  const select = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <DashboardSection id="testimonials" title="Testimonials">
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <SearchField label="Search by name, town, text or email" value={search} onChange={setSearch} />
        <SelectField
          label="Show"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as TestimonialFilter);
            setPage(1);
            setSelected(new Set());
          }}
        >
          {(Object.keys(filterLabels) as TestimonialFilter[]).map((f) => (
            <option key={f} value={f}>
              {list.data ? `${filterLabels[f]} (${list.data.counts[f]})` : filterLabels[f]}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryState query={list} what="testimonials">
        {(data) =>
          data.counts.all === 0 && !q ? (
            <p
              ref={summary}
              tabIndex={-1}
              className="mt-4 rounded-xl border border-dashed border-line bg-white p-8 text-center text-ink-soft"
            >
              No testimonials yet
            </p>
          ) : (
            <>
              <TestimonialsBulkBar
                shown={data.testimonials.length}
                selected={chosen.length}
                pendingMatching={pendingMatching}
                q={q}
                busy={busy}
                onSelectAll={(on) => setSelected(new Set(on ? data.testimonials.map((t) => t.id) : []))}
                onAct={askBulk}
              />
              <p ref={summary} tabIndex={-1} role="status" className="mt-4 text-sm text-ink-muted">
                {data.total === 0
                  ? 'No testimonials match these filters.'
                  : pageRange({ ...data, shown: data.testimonials.length })}
              </p>
              <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
                {data.testimonials.map((t) => (
                  <li key={t.id} className="grid min-w-0">
                    <TestimonialCard
                      testimonial={t}
                      busy={busy}
                      selected={selected.has(t.id)}
                      onSelect={(on) => select(t.id, on)}
                      onApprove={() => act(approve, t.id, t.id)}
                      onFeature={(featured) =>
                        act(feature, t.id, { id: t.id, featured, pending: t.approved === 'false' })
                      }
                      onUnpublish={() => act(unpublish, t.id, t.id)}
                      onDelete={() => askDelete(t)}
                      photos={publishedPhotos}
                      onPhoto={(photoUrl) => act(attach, t.id, { id: t.id, photoUrl })}
                      lastChange={data.lastChanges[t.id]}
                    />
                  </li>
                ))}
              </ul>
              <Pager
                label="Testimonial pages"
                list={data}
                onPage={(p) => {
                  setPage(p);
                  setSelected(new Set());
                }}
              />
            </>
          )
        }
      </QueryState>
      <ConfirmDialog
        {...confirm.dialog}
        title={confirm.it?.title ?? ''}
        confirmLabel={confirm.it?.confirmLabel ?? ''}
        confirmVariant={confirm.it?.destructive === false ? 'primary' : 'destructive'}
      >
        {confirm.it?.body}
      </ConfirmDialog>
    </DashboardSection>
  );
}
