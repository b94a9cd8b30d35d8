import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import type { LinkCardItem } from '../content/types';
import { cn } from '../../lib/cn';
import { cardVariants } from '../../ui/card';

/** Cards whose title is the link to another page; the whole card is the tap target. */
export function LinkCardGrid({ items, columns = 3 }: { items: LinkCardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn('grid gap-5 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}
    >
      {items.map(({ title, description, href, icon: Icon }) => (
        <li
          key={href}
          className={cardVariants({
            className:
              'group relative flex h-full flex-col transition-colors focus-within:border-harbor-600 hover:border-harbor-600',
          })}
        >
          <Icon aria-hidden="true" className="size-7 text-harbor-700" />
          <h3 className="mt-4 text-xl">
            {/* The stretched ::after makes the card clickable while the link text stays the title. */}
            <Link href={href} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
              {title}
            </Link>
          </h3>
          <p className="mt-2 flex-1 leading-relaxed text-ink-soft">{description}</p>
          <span
            aria-hidden="true"
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-harbor-700 group-hover:underline"
          >
            Learn more <ArrowRight className="size-4" />
          </span>
        </li>
      ))}
    </ul>
  );
}
