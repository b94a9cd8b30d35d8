import type { UseFormRegisterReturn } from 'react-hook-form';
import { proposalLimits } from '../../../../shared/proposals/proposal';
import { FieldError } from '../../ui/field-error';
import { controlProps } from '../../ui/text-field';
import { proposalCopy as copy } from './proposal-copy';

/** The typed full name that is the signature, with its hint and the schema's sentence. */
export function SignerNameField({
  id,
  error,
  registration,
}: {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        {copy.fullName}
      </label>
      <p id={`${id}-hint`} className="mb-1.5 text-sm text-ink-soft">
        {copy.fullNameHint}
      </p>
      <input
        type="text"
        autoComplete="name"
        required
        maxLength={proposalLimits.signerName}
        {...controlProps(id, error, 'font-serif text-lg')}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}
        {...registration}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** One of the signature's consents (the terms, signing electronically): a required checkbox. */
export function ConsentCheckbox({
  id,
  label,
  error,
  registration,
}: {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-harbor-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
          {...registration}
        />
        <label htmlFor={id} className="text-ink">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
