import { useParams, useSearch } from 'wouter';
import { BookingView } from '../booking/booking-view';
import { QueryProvider } from '../../lib/query-provider';
import { useSiteData } from '../../lib/site-data';

/**
 * /book/:token: the homeowner's own page to pick, move or cancel their design consultation. The
 * server renders it per request with their data (useSiteData().booking) and it hydrates from the
 * same data; a dead link never gets here (the server answers its 404 page). Kept out of search
 * engines and the sitemap.
 */
export default function BookingPage() {
  const { token = '' } = useParams<{ token: string }>();
  const search = useSearch();
  const rendered = useSiteData().booking;
  return (
    <QueryProvider>
      <BookingView
        key={token}
        token={token}
        initial={rendered?.token === token ? rendered : undefined}
        search={search}
      />
    </QueryProvider>
  );
}
