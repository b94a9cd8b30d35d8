import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function MaterialsFinishesPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Materials & Finishes', url: '/materials-finishes' }]} />
      <PageHeader title={'Materials & Finishes'} />
    </>
  );
}
