import { useId, type ComponentProps } from 'react';
import { controlProps, LabelledControl } from '../../ui/text-field';

type Props = { label: string; required?: boolean; labelClassName?: string; error?: string } & (
  ({ multiline?: false } & ComponentProps<'input'>) | ({ multiline: true } & ComponentProps<'textarea'>)
);

/**
 * A labelled input or textarea of the editor, with its own id; problems show in the save line, and
 * one the editor can tell at once (`error`: a text the API would refuse, a date past the limit) under
 * the field too.
 */
export function ProposalField({
  label,
  required = true,
  labelClassName,
  error,
  multiline,
  className,
  ...props
}: Props) {
  const id = useId();
  const shared = controlProps(id, error, className, required);
  return (
    <LabelledControl id={id} label={label} labelClassName={labelClassName} error={error}>
      {multiline ? (
        <textarea rows={4} {...shared} {...(props as ComponentProps<'textarea'>)} />
      ) : (
        <input {...shared} {...(props as ComponentProps<'input'>)} />
      )}
    </LabelledControl>
  );
}
