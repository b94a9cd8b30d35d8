import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { FieldError } from './field-error';

const inputClass =
  'block min-h-11 w-full rounded-md border bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-muted focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brass-500';

/** The props every form control shares: its error announced with it, required (unless a filter), styled. */
export function controlProps(id: string, error: string | undefined, className: string | undefined, required = true) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required || undefined,
    className: cn(inputClass, error ? 'border-red-700' : 'border-ink-muted/50', className),
  };
}

export function LabelledControl({
  id,
  label,
  error,
  alert,
  labelClassName,
  children,
}: {
  id: string;
  /** Text, or a node when part of it (a hint) is styled apart. */
  label: ReactNode;
  error?: string;
  /** Announce the error as it appears (see FieldError). */
  alert?: boolean;
  labelClassName?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={cn('mb-1.5 block font-semibold text-ink', labelClassName)}>
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} alert={alert} />
    </div>
  );
}

type Props = { label: ReactNode; error?: string; alert?: boolean } & (
  ({ multiline?: false } & ComponentProps<'input'>) | ({ multiline: true } & ComponentProps<'textarea'>)
);

/** A labelled input (or textarea) whose error is announced with it. */
export function TextField({ label, error, alert, multiline, id, className, ...props }: Props & { id: string }) {
  const shared = controlProps(id, error, className);
  return (
    <LabelledControl id={id} label={label} error={error} alert={alert}>
      {multiline ? (
        <textarea rows={5} {...shared} {...(props as ComponentProps<'textarea'>)} />
      ) : (
        <input {...shared} {...(props as ComponentProps<'input'>)} />
      )}
    </LabelledControl>
  );
}
