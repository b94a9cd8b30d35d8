import { proposalCancelPath } from '../../../../shared/api/proposal-paths';
import { ConfirmInPageForm } from '../../ui/confirm-in-page-form';
import { cancelContract, withToken, type ProposalAnswerProps } from './proposal-api';
import { proposalCopy as copy } from './proposal-copy';

/** "Cancel this contract": a POST of its own, asked again in the page (ConfirmInPageForm). */
export function CancelContractForm({ token, hydrated, onDone }: ProposalAnswerProps) {
  const send = async () => {
    const outcome = await cancelContract(token);
    if (outcome.kind === 'done') {
      onDone(outcome.proposal);
      return undefined;
    }
    if (outcome.kind === 'failed') return outcome.offline ? copy.offline : copy.failed;
    if (outcome.proposal) onDone(outcome.proposal);
    return outcome.message;
  };

  return (
    <ConfirmInPageForm
      action={withToken(proposalCancelPath, token)}
      hydrated={hydrated}
      send={send}
      labels={{
        start: copy.cancel,
        question: copy.cancelQuestion,
        yes: copy.cancelYes,
        no: copy.cancelNo,
        sending: copy.cancelling,
      }}
    >
      <p className="text-ink-soft">{copy.cancelExplain}</p>
    </ConfirmInPageForm>
  );
}
