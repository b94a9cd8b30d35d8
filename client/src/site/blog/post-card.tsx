import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import type { BlogPostSummary } from '../content/blog/posts';
import { PostMeta } from './post-meta';
import { cardVariants } from '../../ui/card';

/** A post in a listing; the title link covers the whole card so the card is one tap target. */
export function PostCard({ post, headingLevel = 'h2' }: { post: BlogPostSummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article
      className={cardVariants({
        className:
          'relative flex flex-col transition-shadow focus-within:ring-3 focus-within:ring-brass-500 hover:shadow-header',
      })}
    >
      <PostMeta post={post} />
      <Heading className="mt-4 text-2xl leading-snug">
        <Link
          href={post.path}
          className="after:absolute after:inset-0 after:rounded-xl hover:text-harbor-700 focus-visible:outline-none"
        >
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 leading-relaxed text-ink-soft">{post.excerpt}</p>
      <p aria-hidden="true" className="mt-5 inline-flex items-center gap-1 font-semibold text-harbor-700">
        Read the article <ArrowRight className="size-4" />
      </p>
    </article>
  );
}
