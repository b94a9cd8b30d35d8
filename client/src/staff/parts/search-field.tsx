import { Search } from 'lucide-react';
import { useId } from 'react';

/** The search box of an admin list, with its label above it. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid w-full max-w-md gap-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 size-5 text-ink-muted" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="min-h-11 w-full rounded-md border border-ink-muted bg-white py-2 pl-10 pr-3 text-base focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brass-500"
        />
      </div>
    </div>
  );
}
