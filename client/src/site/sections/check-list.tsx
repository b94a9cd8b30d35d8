import { CircleCheck } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A list of short statements, each marked with a check; two columns on wider screens if asked. */
export function CheckList({
  items,
  columns = 1,
  label,
  className,
}: {
  items: string[];
  columns?: 1 | 2;
  label?: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('grid gap-x-8 gap-y-3', columns === 2 && 'md:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-ink-soft">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-harbor-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
