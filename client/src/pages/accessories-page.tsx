import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function AccessoriesPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Accessories', url: '/accessories' }]} />
      <PageHeader title={'Closet Accessories'} />
    </>
  );
}
