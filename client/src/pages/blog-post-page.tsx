import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function BlogPostPage({ slug }: { slug: string }) {
  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Blog', url: '/blog' },
          { name: slug, url: '/blog/' + slug },
        ]}
      />
      <PageHeader title={slug} />
    </>
  );
}
