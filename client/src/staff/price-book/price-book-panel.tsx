import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../../shared/business-time';
import { priceBookQuery } from '../api/price-book';
import { DashboardSection } from '../parts/dashboard-section';
import { QueryState } from '../parts/query-state';
import { PriceBookForm } from './price-book-form';

/** The Price book page, /admin/price-book (owner and office): the prices behind the planner's estimates. */
export function PriceBookPanel() {
  const query = useQuery(priceBookQuery);
  return (
    <DashboardSection
      id="price-book"
      title="Price book"
      intro="The prices the planner at /plan estimates with. A saved change applies to the next estimate; the change is recorded in Activity."
    >
      <QueryState query={query} what="the price book">
        {({ priceBook, updatedAt }) => (
          <>
            <p className="mt-2 text-sm text-ink-muted">
              {updatedAt ? (
                <>
                  Last saved <time dateTime={updatedAt}>{formatDateTime(updatedAt)}</time>
                </>
              ) : (
                'The starting prices: not changed yet.'
              )}
            </p>
            <PriceBookForm priceBook={priceBook} />
          </>
        )}
      </QueryState>
    </DashboardSection>
  );
}
