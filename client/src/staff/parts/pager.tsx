import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../ui/button';

/** Previous / Next for a server-paged admin list (`list`: its answer); nothing when it fits on one page. */
export function Pager({
  label,
  list: { page, total, pageSize },
  onPage,
}: {
  /** Names the navigation landmark, e.g. "Testimonial pages". */
  label: string;
  list: { page: number; total: number; pageSize: number };
  onPage: (page: number) => void;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <span className="text-sm text-ink-muted">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

/** "Showing 26–50 of 480, newest first": which part of the list a page shows. */
export function pageRange({
  page,
  pageSize,
  shown,
  total,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
}) {
  const from = (page - 1) * pageSize + 1;
  return `Showing ${from}–${from + shown - 1} of ${total}, newest first`;
}
