import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function ContactPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Contact', url: '/contact' }]} />
      <PageHeader title={'Request a Free Design Consultation'} />
    </>
  );
}
