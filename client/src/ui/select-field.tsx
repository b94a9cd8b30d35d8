import { useId, type ComponentProps } from 'react';
import { controlProps, LabelledControl } from './text-field';

/**
 * A labelled native select, its error announced with it. With a `placeholder` ("choose…" option)
 * it is a required form field; without one it is a filter (the admin lists) and always has a value.
 */
export function SelectField({
  label,
  error,
  id,
  className,
  labelClassName,
  placeholder,
  options = [],
  children,
  ...props
}: {
  label: string;
  error?: string;
  id?: string;
  labelClassName?: string;
  placeholder?: string;
  options?: readonly string[];
} & ComponentProps<'select'>) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return (
    <LabelledControl id={controlId} label={label} error={error} labelClassName={labelClassName}>
      <select {...controlProps(controlId, error, className, placeholder !== undefined)} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
        {children}
      </select>
    </LabelledControl>
  );
}
