import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function ServiceAreaPage({ slug }: { slug: string }) {
  const title = slug.replace(/-/g, ' ');
  return (
    <>
      <Breadcrumbs items={[{ name: title, url: '/service-areas/' + slug }]} />
      <PageHeader title={title} />
    </>
  );
}
