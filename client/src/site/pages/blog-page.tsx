import { PostCard } from '../blog/post-card';
import { blogJsonLd } from '../lib/blog-structured-data';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { PageHeader } from '../page-parts/page-header';
import { CtaSection } from '../sections/cta-section';
import { JsonLd } from '../../ui/seo/json-ld';
import { blogPosts } from '../content/blog/posts';

export default function BlogPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Blog', url: '/blog' }]} />
      <PageHeader
        eyebrow="Blog"
        title="Closet & Home Organization Guides"
        intro="Practical advice from our Connecticut design team: which storage to choose, what it costs, and how to plan it so it still works years from now."
      />
      <div className="mx-auto max-w-content px-4 pb-16 sm:px-6 sm:pb-20">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {blogPosts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </div>
      </div>
      <CtaSection />
      <JsonLd data={blogJsonLd(blogPosts)} />
    </>
  );
}
