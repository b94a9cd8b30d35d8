import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function AdminPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Admin', url: '/admin' }]} />
      <PageHeader title={'Admin Dashboard'} />
    </>
  );
}
