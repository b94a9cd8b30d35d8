import { ArticleCta } from '../blog/article-cta';
import { ArticleToc } from '../blog/article-toc';
import { blogPostingJsonLd } from '../lib/blog-structured-data';
import { PostCard } from '../blog/post-card';
import { PostMeta } from '../blog/post-meta';
import { Blocks, ContentSections } from '../blog/rich-text';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { JsonLd } from '../../ui/seo/json-ld';
import { blogArticles } from '../content/blog/articles';
import { articleWordCount } from '../content/blog/plain-text';
import { blogPosts, findPost } from '../content/blog/posts';
import NotFoundPage from './not-found-page';

const wordsPerMinute = 230;

export default function BlogPostPage({ slug }: { slug: string }) {
  const post = findPost(slug);
  if (!post) return <NotFoundPage />;
  const article = blogArticles[post.slug];
  const words = articleWordCount(article);
  const others = blogPosts.filter((p) => p.slug !== post.slug);

  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Blog', url: '/blog' },
          { name: post.shortTitle, url: post.path },
        ]}
      />
      <div className="mx-auto grid max-w-content grid-cols-1 gap-12 px-4 pt-6 pb-16 sm:px-6 lg:grid-cols-[minmax(0,44rem)_1fr]">
        <article className="min-w-0 max-w-prose">
          <header>
            <PostMeta post={post} extra={`${Math.ceil(words / wordsPerMinute)} min read`} />
            <h1 className="mt-4 text-4xl leading-tight sm:text-5xl">{post.title}</h1>
            <p className="mt-5 text-xl leading-relaxed text-ink-soft">{post.excerpt}</p>
          </header>
          <div data-testid="article-body" className="mt-8 border-t border-line pt-3 text-lg leading-8 text-ink-soft">
            <Blocks blocks={article.intro} />
            <ContentSections sections={article.sections} />
          </div>
          <ArticleCta cta={article.cta} />
        </article>
        <aside className="hidden lg:block">
          <ArticleToc sections={article.sections} />
        </aside>
      </div>
      <section aria-labelledby="more-posts-heading" className="bg-linen-dark py-14 sm:py-16">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <h2 id="more-posts-heading" className="text-3xl">
            Keep reading
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {others.map((other) => (
              <PostCard key={other.slug} post={other} headingLevel="h3" />
            ))}
          </div>
        </div>
      </section>
      <JsonLd data={blogPostingJsonLd(post, words)} />
    </>
  );
}
