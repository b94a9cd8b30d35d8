import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { proposalAcceptPath } from '../../../../shared/api/proposal-paths';
import { rightToCancelStatement } from '../../../../shared/contracts/contract-terms';
import { acceptRefusals, type HomeownerProposal } from '../../../../shared/proposals/proposal';
import {
  acceptProposalSchema,
  type AcceptProposal,
  type AcceptProposalInput,
} from '../../../../shared/proposals/signing-schema';
import type { EarlyInput } from '../../lib/early-input';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { acceptProposal, withToken, type ProposalAnswerProps } from './proposal-api';
import { proposalCopy as copy } from './proposal-copy';
import { SignatureFields } from './signing-fields';

/** The id of an option's signing form. */
export const acceptFormId = (idPrefix: string) => `${idPrefix}-form`;

const fields = ['fullName', 'agreeTerms', 'agreeElectronic', 'signature'] as const;

/** A drawn signature's problem has no field of its own to focus: the typed name (the signature) takes it. */
const onlySignatureAtFault = (errors: FieldErrors<AcceptProposalInput>) =>
  Boolean(errors.signature) && !errors.fullName && !errors.agreeTerms && !errors.agreeElectronic;

/**
 * Signing for one option: the right-to-cancel statement beside the signature, the typed name (the
 * signature), the two consents and "Accept and sign". Without JavaScript it is a plain form post
 * (version and option as hidden fields); with it, the same fields are checked with the API's own
 * schema (shared/proposals/signing-schema.ts, the one home of these rules) and go as JSON, with an
 * optional drawn signature; a refusal shows the API's sentence beside its field, or as the form's
 * alert when it is about none.
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
}: ProposalAnswerProps & {
  proposal: HomeownerProposal;
  optionIndex: number;
  idPrefix: string;
  autoFocus?: boolean;
  /** What was typed in this option's form before the page's script ran (useEarlyInput). */
  initial?: EarlyInput;
}) {
  const form = useForm<AcceptProposalInput, unknown, AcceptProposal>({
    resolver: zodResolver(acceptProposalSchema),
    defaultValues: {
      version: proposal.version,
      option: optionIndex,
      fullName: initial?.fullName?.[0] ?? '',
      agreeTerms: Boolean(initial?.agreeTerms?.length),
      agreeElectronic: Boolean(initial?.agreeElectronic?.length),
    },
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const alert = errors.root?.server?.message;
  /** The version signed is no longer the latest: the page offers to show the latest. */
  const stale = alert === acceptRefusals.stale;
  const id = (field: string) => `${idPrefix}-${field}`;

  useEffect(() => {
    if (autoFocus) setFocus('fullName');
  }, [autoFocus, setFocus]);

  const send = async ({ signature, ...signing }: AcceptProposal) => {
    const outcome = await acceptProposal(token, { ...signing, ...(signature ? { signature } : {}) });
    if (outcome.kind === 'done') return onDone(outcome.proposal);
    if (outcome.kind === 'failed') {
      return setError('root.server', { message: outcome.offline ? copy.offline : copy.failed });
    }
    const named = showServerFieldErrors(form, fields, outcome.error);
    if (named.length === 0) setError('root.server', { message: outcome.message });
    else if (named[0] === 'signature') setFocus('fullName');
  };
  const submit = handleSubmit(send, (invalid) => {
    if (onlySignatureAtFault(invalid)) setFocus('fullName');
  });

  return (
    <form
      id={acceptFormId(idPrefix)}
      method="post"
      action={withToken(proposalAcceptPath, token)}
      onSubmit={hydrated ? (event) => (isSubmitting ? event.preventDefault() : void submit(event)) : undefined}
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
      <SignatureFields id={id} hydrated={hydrated} register={register} setValue={setValue} errors={errors} />
      <FormAlert message={alert} />
      {stale ? (
        <div>
          <Button type="button" variant="secondary" onClick={() => window.location.reload()}>
            {copy.showLatest}
          </Button>
        </div>
      ) : null}
      <div>
        <Button type="submit" aria-disabled={isSubmitting || undefined} className="w-full sm:w-auto">
          {isSubmitting ? copy.signing : copy.acceptAndSign}
        </Button>
      </div>
    </form>
  );
}
