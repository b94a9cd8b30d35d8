import { useEffect, useRef, useState, type FormEvent } from 'react';
import { proposalAcceptPath } from '../../../../shared/api/proposal-paths';
import {
  agreeToTermsLabel,
  electronicSignatureConsent,
  rightToCancelStatement,
} from '../../../../shared/contracts/contract-terms';
import { acceptRefusals, proposalLimits, type HomeownerProposal } from '../../../../shared/proposals/proposal';
import type { EarlyInput } from '../../lib/early-input';
import { Button } from '../../ui/button';
import { FieldError } from '../../ui/field-error';
import { FormAlert } from '../../ui/form-alert';
import { controlProps } from '../../ui/text-field';
import { acceptProposal, withToken } from './proposal-api';
import { proposalCopy as copy } from './proposal-copy';
import { SignaturePad } from './signature-pad';

/** The id of an option's signing form. */
export const acceptFormId = (idPrefix: string) => `${idPrefix}-form`;

type Field = 'fullName' | 'agreeTerms' | 'agreeElectronic' | 'signature';
type Errors = Partial<Record<Field, string>>;
const fields: readonly Field[] = ['fullName', 'agreeTerms', 'agreeElectronic', 'signature'];

function Checkbox({
  id,
  name,
  label,
  error,
  checked,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  checked?: boolean;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          required
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-harbor-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
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
 * Signing for one option: the right-to-cancel statement beside the signature, the typed name (the
 * signature), the two consents and "Accept and sign". Without JavaScript it is a plain form post
 * (version and option as hidden fields); with it, the same fields go as JSON, with an optional
 * drawn signature, and a refusal shows the API's sentence.
 */
export function AcceptForm({
  token,
  proposal,
  optionIndex,
  idPrefix,
  hydrated,
  autoFocus = false,
  initial,
  onDone,
}: {
  token: string;
  proposal: HomeownerProposal;
  optionIndex: number;
  idPrefix: string;
  hydrated: boolean;
  autoFocus?: boolean;
  /** What was typed in this option's form before the page's script ran (useEarlyInput). */
  initial?: EarlyInput;
  onDone: (next: HomeownerProposal | undefined) => void;
}) {
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string>();
  /** The version signed is no longer the latest: the page offers to show the latest. */
  const [stale, setStale] = useState(false);
  const [sending, setSending] = useState(false);
  const [signature, setSignature] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const id = (field: string) => `${idPrefix}-${field}`;
  const fieldIds: Record<Field, string> = {
    fullName: id('name'),
    agreeTerms: id('terms'),
    agreeElectronic: id('electronic'),
    signature: id('name'),
  };

  useEffect(() => {
    if (autoFocus) nameRef.current?.focus();
  }, [autoFocus]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    const body = {
      version: proposal.version,
      option: optionIndex,
      fullName: String(form.get('fullName') ?? ''),
      agreeTerms: form.get('agreeTerms') === 'on',
      agreeElectronic: form.get('agreeElectronic') === 'on',
      ...(signature ? { signature } : {}),
    };
    setAlert(undefined);
    setStale(false);
    setSending(true);
    const outcome = await acceptProposal(token, body);
    setSending(false);
    if (outcome.kind === 'done') return onDone(outcome.proposal);
    if (outcome.kind === 'failed') return setAlert(outcome.offline ? copy.offline : copy.failed);
    // The API's schema (shared/proposals/signing-schema.ts) is the one home of these rules: its
    // sentences show beside their fields, or as the form's alert when they are about none.
    const found: Errors = {};
    for (const field of fields) {
      const message = outcome.fieldErrors[field]?.[0];
      if (message) found[field] = message;
    }
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(fieldIds[first])?.focus();
    else setAlert(outcome.message);
    setStale(outcome.message === acceptRefusals.stale);
  };

  return (
    <form
      id={acceptFormId(idPrefix)}
      method="post"
      action={withToken(proposalAcceptPath, token)}
      onSubmit={hydrated ? submit : undefined}
      noValidate={hydrated}
      className="grid gap-4"
      aria-labelledby={id('heading')}
    >
      <input type="hidden" name="version" value={proposal.version} />
      <input type="hidden" name="option" value={optionIndex} />
      <h4 id={id('heading')} className="font-sans text-lg font-semibold">
        {copy.signHeading(proposal.options[optionIndex]?.name ?? '')}
      </h4>
      <p className="rounded-md border-2 border-ink bg-white p-3 text-sm font-bold text-ink">{rightToCancelStatement}</p>
      <div>
        <label htmlFor={id('name')} className="mb-1.5 block font-semibold text-ink">
          {copy.fullName}
        </label>
        <p id={id('name-hint')} className="mb-1.5 text-sm text-ink-soft">
          {copy.fullNameHint}
        </p>
        <input
          ref={nameRef}
          name="fullName"
          type="text"
          autoComplete="name"
          required
          maxLength={proposalLimits.signerName}
          defaultValue={initial?.fullName?.[0]}
          {...controlProps(id('name'), errors.fullName, 'font-serif text-lg')}
          aria-describedby={[id('name-hint'), errors.fullName ? `${id('name')}-error` : ''].join(' ').trim()}
        />
        <FieldError id={`${id('name')}-error`} message={errors.fullName} />
      </div>
      {hydrated ? <SignaturePad id={id('pad')} onChange={setSignature} /> : null}
      <FieldError id={id('signature-error')} message={errors.signature} alert />
      <Checkbox
        id={id('terms')}
        name="agreeTerms"
        label={agreeToTermsLabel}
        error={errors.agreeTerms}
        checked={Boolean(initial?.agreeTerms?.length)}
      />
      <Checkbox
        id={id('electronic')}
        name="agreeElectronic"
        label={electronicSignatureConsent}
        error={errors.agreeElectronic}
        checked={Boolean(initial?.agreeElectronic?.length)}
      />
      <FormAlert message={alert} />
      {stale ? (
        <div>
          <Button type="button" variant="secondary" onClick={() => window.location.reload()}>
            {copy.showLatest}
          </Button>
        </div>
      ) : null}
      <div>
        <Button type="submit" aria-disabled={sending || undefined} className="w-full sm:w-auto">
          {sending ? copy.signing : copy.acceptAndSign}
        </Button>
      </div>
    </form>
  );
}
