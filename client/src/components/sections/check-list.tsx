import { Check } from 'lucide-react';

/** A list of short statements, each marked with a check. */
export function CheckList({ items, label }: { items: string[]; label?: string }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-harbor-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
