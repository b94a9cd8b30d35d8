import { AdminGate } from '../components/admin/admin-gate';
import { Breadcrumbs } from '../components/breadcrumbs';
import { QueryProvider } from '../lib/query-provider';

/** /admin: staff only. Lazily loaded, so the public pages never download the dashboard. */
export default function AdminPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Admin', url: '/admin' }]} />
      <QueryProvider>
        <AdminGate />
      </QueryProvider>
    </>
  );
}
