import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function GalleryPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Gallery', url: '/gallery' }]} />
      <PageHeader title={'Our Work'} />
    </>
  );
}
