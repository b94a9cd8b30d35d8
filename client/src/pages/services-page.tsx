import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function ServicesPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Services', url: '/services' }]} />
      <PageHeader title={'Our Custom Storage Services'} />
    </>
  );
}
