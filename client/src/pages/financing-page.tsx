import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function FinancingPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Financing', url: '/financing' }]} />
      <PageHeader title={'Financing'} />
    </>
  );
}
