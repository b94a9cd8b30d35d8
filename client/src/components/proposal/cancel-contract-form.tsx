import { useEffect, useRef, useState, type FormEvent } from 'react';
import { proposalCancelPath } from '../../../../shared/api-paths';
import type { HomeownerProposal } from '../../../../shared/proposals/proposal';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { cancelContract } from './proposal-api';
import { proposalCopy as copy } from './proposal-copy';

/**
 * "Cancel this contract": a POST of its own. Without JavaScript the form is the confirmation; with
 * it, the first press asks again in the page and only "Yes, cancel this contract" sends.
 */
export function CancelContractForm({
  token,
  hydrated,
  onDone,
}: {
  token: string;
  hydrated: boolean;
  onDone: (next: HomeownerProposal | undefined) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string>();
  const yesRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) (asking ? yesRef : cancelRef).current?.focus();
  }, [asking]);

  const ask = (open: boolean) => {
    moved.current = true;
    setAlert(undefined);
    setAsking(open);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!asking) return ask(true);
    if (sending) return;
    setSending(true);
    const outcome = await cancelContract(token);
    setSending(false);
    if (outcome.kind === 'done') return onDone(outcome.proposal);
    if (outcome.kind === 'failed') return setAlert(outcome.offline ? copy.offline : copy.failed);
    setAlert(outcome.message);
    if (outcome.proposal) onDone(outcome.proposal);
  };

  return (
    <form
      method="post"
      action={proposalCancelPath(token)}
      onSubmit={hydrated ? submit : undefined}
      className="grid gap-3"
    >
      {asking ? (
        <div className="grid gap-3 rounded-md border border-red-700 bg-white p-4">
          <p id="cancel-question" className="font-semibold text-ink">
            {copy.cancelQuestion}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              ref={yesRef}
              type="submit"
              variant="destructive"
              aria-describedby="cancel-question"
              aria-disabled={sending || undefined}
            >
              {sending ? copy.cancelling : copy.cancelYes}
            </Button>
            <Button type="button" variant="secondary" onClick={() => ask(false)}>
              {copy.cancelNo}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button ref={cancelRef} type="submit" variant="secondary" className="w-full sm:w-auto">
            {copy.cancel}
          </Button>
        </div>
      )}
      <FormAlert message={alert} />
    </form>
  );
}
