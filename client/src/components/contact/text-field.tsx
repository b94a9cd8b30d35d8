import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError } from './field-error';

const inputClass =
  'block w-full rounded-md border bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-muted focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brass-500';

/** The props every form control shares: its error announced with it, required, styled. */
function controlProps(id: string, error: string | undefined, className: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': true,
    className: cn(inputClass, error ? 'border-red-700' : 'border-ink-muted/50', className),
  };
}

function LabelledControl({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type Props = { label: string; error?: string } & (
  ({ multiline?: false } & ComponentProps<'input'>) | ({ multiline: true } & ComponentProps<'textarea'>)
);

/** A labelled input (or textarea) whose error is announced with it. */
export function TextField({ label, error, multiline, id, className, ...props }: Props & { id: string }) {
  const shared = controlProps(id, error, className);
  return (
    <LabelledControl id={id} label={label} error={error}>
      {multiline ? (
        <textarea rows={5} {...shared} {...(props as ComponentProps<'textarea'>)} />
      ) : (
        <input {...shared} {...(props as ComponentProps<'input'>)} />
      )}
    </LabelledControl>
  );
}

/** A labelled select with a "choose" placeholder option, its error announced with it. */
export function SelectField({
  label,
  error,
  id,
  className,
  placeholder,
  options,
  ...props
}: {
  label: string;
  error?: string;
  id: string;
  placeholder: string;
  options: readonly string[];
} & ComponentProps<'select'>) {
  return (
    <LabelledControl id={id} label={label} error={error}>
      <select {...controlProps(id, error, className)} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
}
