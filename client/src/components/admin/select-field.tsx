import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A labelled native select, as the admin screens' filters use it. */
export function SelectField({
  label,
  value,
  onChange,
  children,
  labelClassName,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  labelClassName?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className={cn('font-semibold', labelClassName)}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 rounded-md border border-ink-muted bg-white px-3 text-base focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brass-500"
      >
        {children}
      </select>
    </div>
  );
}
