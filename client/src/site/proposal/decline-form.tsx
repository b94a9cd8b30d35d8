import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { proposalDeclinePath } from '../../../../shared/api/proposal-paths';
import { proposalLimits } from '../../../../shared/proposals/proposal';
import {
  declineProposalSchema,
  type DeclineProposal,
  type DeclineProposalInput,
} from '../../../../shared/proposals/signing-schema';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { controlProps, LabelledControl } from '../../ui/text-field';
import { declineProposal, withToken, type ProposalAnswerProps } from './proposal-api';
import { proposalCopy as copy } from './proposal-copy';

/**
 * "Not now", with an optional reason: a plain form post without JavaScript; with it, checked with
 * the API's own schema and sent as JSON.
 */
export function DeclineForm({ token, hydrated, onDone }: ProposalAnswerProps) {
  const form = useForm<DeclineProposalInput, unknown, DeclineProposal>({
    resolver: zodResolver(declineProposalSchema),
    defaultValues: { reason: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const reasonError = errors.reason?.message;

  const send = async ({ reason }: DeclineProposal) => {
    const outcome = await declineProposal(token, reason ?? '');
    if (outcome.kind === 'done') return onDone(outcome.proposal);
    if (outcome.kind === 'failed') {
      return setError('root.server', { message: outcome.offline ? copy.offline : copy.failed });
    }
    if (showServerFieldErrors(form, ['reason'], outcome.error).length === 0) {
      setError('root.server', { message: outcome.message });
    }
    if (outcome.proposal) onDone(outcome.proposal);
  };
  const submit = handleSubmit(send);

  return (
    <section aria-labelledby="decline-heading" className="mt-12 max-w-2xl">
      <h2 id="decline-heading" className="text-2xl">
        {copy.declineHeading}
      </h2>
      <p className="mt-2 text-ink-soft">{copy.declineExplain}</p>
      <form
        method="post"
        action={withToken(proposalDeclinePath, token)}
        onSubmit={hydrated ? (event) => (isSubmitting ? event.preventDefault() : void submit(event)) : undefined}
        className="mt-4 grid gap-4"
      >
        <LabelledControl id="decline-reason" label={copy.declineReason} error={reasonError}>
          <textarea
            rows={3}
            maxLength={proposalLimits.declineReason}
            {...controlProps('decline-reason', reasonError, undefined, false)}
            {...register('reason')}
          />
        </LabelledControl>
        <FormAlert message={errors.root?.server?.message} />
        <div>
          <Button type="submit" variant="secondary" aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? copy.declining : copy.decline}
          </Button>
        </div>
      </form>
    </section>
  );
}
