import type { LucideIcon } from 'lucide-react';
import { cardVariants } from '../../ui/card';

/** A row of short reassurance badges, each an icon and a label. */
export function TrustBadges({
  items,
  label = 'Why homeowners choose us',
}: {
  items: { label: string; icon: LucideIcon }[];
  label?: string;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {items.map(({ label: text, icon: Icon }) => (
        <li key={text} className={cardVariants({ padding: 'none', className: 'flex items-center gap-3 px-4 py-4' })}>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brass-100 text-brass-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="font-semibold leading-snug text-ink">{text}</span>
        </li>
      ))}
    </ul>
  );
}
