import type { UseFormRegisterReturn } from 'react-hook-form';
import { agreeToTermsLabel, electronicSignatureConsent } from '../../../../shared/contracts/contract-terms';
import { proposalLimits } from '../../../../shared/proposals/proposal';
import { FieldError } from '../../ui/field-error';
import { controlProps } from '../../ui/text-field';
import { proposalCopy as copy } from './proposal-copy';
import { SignaturePad } from './signature-pad';

/** The fields of a signature (shared/proposals/signing-schema.ts), the contract's and a change order's alike. */
type SignatureField = 'fullName' | 'agreeTerms' | 'agreeElectronic' | 'signature';

/** The typed full name that is the signature, with its hint and the schema's sentence. */
function SignerNameField({
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

/** One of a signature's consents (the terms, signing electronically, the work done): a checkbox, required unless `optional`. */
export function ConsentCheckbox({
  id,
  label,
  error,
  registration,
  optional = false,
}: {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  optional?: boolean;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          required={!optional}
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

/**
 * Signing, as the contract and each change order ask it: the typed name (the signature), an
 * optional drawn signature (JavaScript on; its problem said beside it), and both consents.
 */
export function SignatureFields({
  id,
  hydrated,
  register,
  setValue,
  errors,
}: {
  /** The id of one of the form's parts. */
  id: (part: string) => string;
  hydrated: boolean;
  register: (field: Exclude<SignatureField, 'signature'>) => UseFormRegisterReturn;
  setValue: (field: 'signature', path: string) => void;
  errors: Partial<Record<SignatureField, { message?: string }>>;
}) {
  return (
    <>
      <SignerNameField id={id('name')} error={errors.fullName?.message} registration={register('fullName')} />
      {hydrated ? <SignaturePad id={id('pad')} onChange={(path) => setValue('signature', path)} /> : null}
      <FieldError id={id('signature-error')} message={errors.signature?.message} alert />
      <ConsentCheckbox
        id={id('terms')}
        label={agreeToTermsLabel}
        error={errors.agreeTerms?.message}
        registration={register('agreeTerms')}
      />
      <ConsentCheckbox
        id={id('electronic')}
        label={electronicSignatureConsent}
        error={errors.agreeElectronic?.message}
        registration={register('agreeElectronic')}
      />
    </>
  );
}
