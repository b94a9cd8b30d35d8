import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type {
  AdminTestimonial,
  TestimonialFilter,
  TestimonialsBulk,
  TestimonialsBulkResponse,
} from '../../../../../shared/testimonial-schema';
import { apiRequest } from '../../../lib/api-request';
import { SelectField } from '../../ui/select-field';
import type { AdminGalleryResponse } from '../../../../../shared/gallery';
import { adminTestimonialsKey, galleryKey, reviewsQuery } from '../api/admin-queries';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { pageRange, Pager } from '../parts/pager';
import { QueryState } from '../parts/query-state';
import { SearchField } from '../parts/search-field';
import { testimonialCardId, TestimonialCard } from './testimonial-card';
import { TestimonialsBulkBar, type BulkTarget } from './testimonials-bulk-bar';
import { useAdminAction } from '../parts/use-admin-action';
import { useDebouncedSearch } from '../parts/use-debounced-search';
import { useItemFocus } from '../parts/use-item-focus';
import { DashboardSection } from '../parts/dashboard-section';

// The dashboard imports types only from the schema module: zod stays out of the chunk it shares with the public forms.
const filterLabels: Record<TestimonialFilter, string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  featured: 'Featured',
};

const reviews = (n: number) => `${n} ${n === 1 ? 'testimonial' : 'testimonials'}`;

/** What the one confirmation dialog asks before a delete or a bulk action. */
type Confirmation = { title: string; body: ReactNode; confirmLabel: string; destructive: boolean; run: () => void };

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
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);

  const list = useQuery({ ...reviewsQuery({ status, q, page }), placeholderData: keepPreviousData });
  const items = list.data?.testimonials;

  // The last review of the last page went: show the page before it.
  const emptyPage = list.data !== undefined && list.data.testimonials.length === 0 && list.data.page > 1;
  useEffect(() => {
    if (emptyPage) setPage((p) => Math.max(1, p - 1));
  }, [emptyPage]);

  const refresh = [adminTestimonialsKey];
  const patch = (id: number, body: object) => apiRequest('PATCH', `/api/testimonials/${id}`, body);

  const approve = useAdminAction({
    run: (id: number) => patch(id, { approved: 'true' }),
    refresh,
    done: () => ({ title: 'Testimonial approved!' }),
    failed: 'Could not approve the testimonial',
  });

  const unpublish = useAdminAction({
    run: (id: number) => patch(id, { approved: 'false' }),
    refresh,
    done: () => ({ title: 'Testimonial unpublished', description: 'It is pending again and no longer on the site.' }),
    failed: 'Could not unpublish the testimonial',
  });

  const feature = useAdminAction({
    run: ({ id, featured }: { id: number; featured: boolean; pending: boolean }) =>
      patch(id, { featured: featured ? 'true' : 'false' }),
    refresh,
    done: ({ featured, pending }) => ({
      title: !featured ? 'No longer featured' : pending ? 'Featured once approved' : 'Featured on the home page',
      description:
        featured && pending ? 'A pending review shows on the home page only after you approve it.' : undefined,
    }),
    failed: 'Could not change the feature setting',
  });

  const remove = useAdminAction({
    run: (id: number) => apiRequest('DELETE', `/api/testimonials/${id}`),
    refresh,
    done: () => ({ title: 'Testimonial deleted' }),
    failed: 'Could not delete the testimonial',
  });

  const bulk = useAdminAction({
    run: async (body: TestimonialsBulk) =>
      (await (await apiRequest('POST', '/api/testimonials/bulk', body)).json()) as TestimonialsBulkResponse,
    refresh,
    done: ({ action }, { changed }) => ({
      title: `${reviews(changed)} ${action === 'approve' ? 'approved' : 'deleted'}`,
    }),
    failed: 'Could not change the testimonials',
  });

  const gallery = useQuery<AdminGalleryResponse>({ queryKey: galleryKey });
  const publishedPhotos = gallery.data?.photos.filter((p) => p.published && p.status === 'ready') ?? [];
  const attach = useAdminAction({
    run: ({ id, photoUrl }: { id: number; photoUrl: string | null }) => patch(id, { photoUrl }),
    refresh,
    done: ({ photoUrl }) => ({ title: photoUrl ? 'Photo added to the review' : 'Photo removed from the review' }),
    failed: 'Could not change the photo',
  });

  const busy =
    approve.isPending ||
    unpublish.isPending ||
    feature.isPending ||
    remove.isPending ||
    bulk.isPending ||
    attach.isPending;
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
    const which =
      target === 'selected'
        ? `the ${reviews(n)} you selected`
        : `every pending testimonial${q ? ` matching “${q}”` : ''} (${n})`;
    const verb = action === 'approve' ? 'Approve' : 'Delete';
    setConfirm({
      title: `${verb} ${reviews(n)}?`,
      body:
        action === 'approve' ? (
          <p>{`${verb} ${which}? Approved testimonials appear on the website.`}</p>
        ) : (
          <p>{`${verb} ${which}? They will be removed for good. This cannot be undone.`}</p>
        ),
      confirmLabel: `${verb} ${reviews(n)}`,
      destructive: action === 'delete',
      run: () => {
        bulk.mutate(target === 'selected' ? { action, ids: chosen } : { action, allPendingMatching: { q } }, {
          onSuccess: () => setSelected(new Set()),
        });
      },
    });
  }

  function askDelete(t: AdminTestimonial) {
    setConfirm({
      title: 'Delete this testimonial?',
      body: (
        <p>
          The review by {t.customerName} ({t.location}) will be removed for good. This cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete testimonial',
      destructive: true,
      run: () => act(remove, t.id, t.id),
    });
  }

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
                page={data.page}
                pages={Math.ceil(data.total / data.pageSize)}
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
        open={confirm !== null}
        title={confirm?.title ?? ''}
        confirmLabel={confirm?.confirmLabel ?? ''}
        confirmVariant={confirm?.destructive === false ? 'primary' : 'destructive'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          confirm?.run();
          setConfirm(null);
        }}
      >
        {confirm?.body}
      </ConfirmDialog>
    </DashboardSection>
  );
}
