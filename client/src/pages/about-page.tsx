import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function AboutPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'About', url: '/about' }]} />
      <PageHeader title={'About Us'} />
    </>
  );
}
