import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function ServicePage({ slug }: { slug: string }) {
  const title = slug.replace(/-/g, ' ');
  return (
    <>
      <Breadcrumbs items={[{ name: title, url: '/' + slug }]} />
      <PageHeader title={title} />
    </>
  );
}
