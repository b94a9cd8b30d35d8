import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function FaqPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'FAQ', url: '/faq' }]} />
      <PageHeader title={'Frequently Asked Questions'} />
    </>
  );
}
