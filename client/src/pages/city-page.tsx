import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function CityPage({ slug }: { slug: string }) {
  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Service Areas', url: '/service-areas/fairfield-county-ct' },
          { name: slug, url: '/city/' + slug },
        ]}
      />
      <PageHeader title={slug} />
    </>
  );
}
