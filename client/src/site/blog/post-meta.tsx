import { formatPostDate, type BlogPostSummary } from '../content/blog/posts';
import { cn } from '../../lib/cn';

/** Category badge and publication date of a post. */
export function PostMeta({ post, extra, className }: { post: BlogPostSummary; extra?: string; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted', className)}>
      <span className="rounded-full bg-brass-100 px-3 py-1 font-semibold uppercase tracking-wider text-brass-700">
        {post.category}
      </span>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      {extra ? (
        <>
          <span aria-hidden="true">·</span>
          <span>{extra}</span>
        </>
      ) : null}
    </p>
  );
}
