import type { FeatureCardData } from '../content/page-blocks';
import { cn } from '../../lib/cn';
import { cardVariants } from '../../ui/card';

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** Icon cards with a title and description; the column count follows the number of cards. */
export function FeatureCards({ cards, className }: { cards: FeatureCardData[]; className?: string }) {
  const columns = cards.length >= 4 ? 4 : cards.length === 2 ? 2 : 3;
  return (
    <ul className={cn('grid gap-5', columnClasses[columns], className)}>
      {cards.map(({ title, description, icon: Icon }) => (
        <li key={title} className={cardVariants()}>
          <span className="mb-4 flex size-11 items-center justify-center rounded-lg bg-brass-100 text-brass-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="text-xl">{title}</h3>
          <p className="mt-2 leading-relaxed text-ink-soft">{description}</p>
        </li>
      ))}
    </ul>
  );
}
