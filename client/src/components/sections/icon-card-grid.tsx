import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Card } from '../ui/card';

export interface IconCardItem {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** A grid of cards, each an icon, an h3 title and a short description (benefits, differentiators). */
export function IconCardGrid({ items, columns = 3 }: { items: IconCardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn('grid gap-6 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}
    >
      {items.map(({ title, description, icon: Icon }) => (
        <li key={title}>
          <Card className="h-full">
            <Icon aria-hidden="true" className="size-8 text-brass-700" />
            <h3 className="mt-4 text-xl">{title}</h3>
            <p className="mt-2 leading-relaxed text-ink-soft">{description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
