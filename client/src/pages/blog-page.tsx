import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function BlogPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Blog', url: '/blog' }]} />
      <PageHeader title={'Blog'} />
    </>
  );
}
