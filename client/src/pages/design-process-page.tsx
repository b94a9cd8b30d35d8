import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function DesignProcessPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Our Process', url: '/design-process' }]} />
      <PageHeader title={'Our Design Process'} />
    </>
  );
}
