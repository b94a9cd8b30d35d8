import { Check } from 'lucide-react';

/** A short row of key facts (installation time, price range, warranty) under a page intro. */
export function HighlightChips({ items, label = 'At a glance' }: { items: string[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink-soft"
        >
          <Check aria-hidden="true" className="size-4 text-brass-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
