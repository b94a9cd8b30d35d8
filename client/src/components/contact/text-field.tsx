import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { FieldError } from './field-error';

const inputClass =
  'block w-full rounded-md border bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-muted focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brass-500';

type Props = { label: string; error?: string } & (
  ({ multiline?: false } & ComponentProps<'input'>) | ({ multiline: true } & ComponentProps<'textarea'>)
);

/** A labelled input (or textarea) whose error is announced with it. */
export function TextField({ label, error, multiline, id, className, ...props }: Props & { id: string }) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': true,
    className: cn(inputClass, error ? 'border-red-700' : 'border-ink-muted/50', className),
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        {label}
      </label>
      {multiline ? (
        <textarea rows={5} {...shared} {...(props as ComponentProps<'textarea'>)} />
      ) : (
        <input {...shared} {...(props as ComponentProps<'input'>)} />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
