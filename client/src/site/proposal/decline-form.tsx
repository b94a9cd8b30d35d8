import { useState, type FormEvent } from 'react';
import { proposalDeclinePath } from '../../../../shared/api/proposal-paths';
import type { HomeownerProposal } from '../../../../shared/proposals/proposal';
import { proposalLimits } from '../../../../shared/proposals/proposal';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { controlProps } from '../../ui/text-field';
import { declineProposal, withToken } from './proposal-api';
import { proposalCopy as copy } from './proposal-copy';

/** "Not now", with an optional reason: a plain form post without JavaScript, JSON with it. */
export function DeclineForm({
  token,
  hydrated,
  onDone,
}: {
  token: string;
  hydrated: boolean;
  onDone: (next: HomeownerProposal | undefined) => void;
}) {
  const [alert, setAlert] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setAlert(undefined);
    setSending(true);
    const outcome = await declineProposal(token, String(new FormData(event.currentTarget).get('reason') ?? '').trim());
    setSending(false);
    if (outcome.kind === 'done') return onDone(outcome.proposal);
    if (outcome.kind === 'failed') return setAlert(outcome.offline ? copy.offline : copy.failed);
    setAlert(outcome.message);
    if (outcome.proposal) onDone(outcome.proposal);
  };

  return (
    <section aria-labelledby="decline-heading" className="mt-12 max-w-2xl">
      <h2 id="decline-heading" className="text-2xl">
        {copy.declineHeading}
      </h2>
      <p className="mt-2 text-ink-soft">{copy.declineExplain}</p>
      <form
        method="post"
        action={withToken(proposalDeclinePath, token)}
        onSubmit={hydrated ? submit : undefined}
        className="mt-4 grid gap-4"
      >
        <div>
          <label htmlFor="decline-reason" className="mb-1.5 block font-semibold text-ink">
            {copy.declineReason}
          </label>
          <textarea
            name="reason"
            rows={3}
            maxLength={proposalLimits.declineReason}
            {...controlProps('decline-reason', undefined, undefined, false)}
          />
        </div>
        <FormAlert message={alert} />
        <div>
          <Button type="submit" variant="secondary" aria-disabled={sending || undefined}>
            {sending ? copy.declining : copy.decline}
          </Button>
        </div>
      </form>
    </section>
  );
}
