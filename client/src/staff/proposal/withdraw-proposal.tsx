import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffProposal } from '../../../../shared/proposals/proposal';
import { ApiError } from '../../lib/api-request';
import { ConfirmInPageForm } from '../../ui/confirm-in-page-form';
import { toast } from '../../ui/use-toast';
import { describeError } from '../api/errors';
import { proposalKey, withdrawProposal, withdrawProposalAction } from '../api/proposals';

const labels = {
  start: 'Withdraw proposal',
  question:
    'Withdraw this proposal? The link the homeowner was sent stops working at once. You can still edit it and send a new version.',
  yes: 'Yes, withdraw it',
  no: 'No, keep it',
  sending: 'Withdrawing…',
};

/** "Withdraw proposal", asked again in the page: the sent version's link stops working. */
export function WithdrawProposal({ leadId }: { leadId: number }) {
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => withdrawProposal(leadId),
    onSuccess: (answer: StaffProposal) => {
      queryClient.setQueryData(proposalKey(leadId), answer);
      toast({ title: 'Proposal withdrawn: its link no longer opens' });
    },
  });
  const send = async () => {
    try {
      await withdraw.mutateAsync();
      return undefined;
    } catch (err) {
      return err instanceof ApiError && err.serverError ? err.serverError : describeError(err);
    }
  };
  return <ConfirmInPageForm action={withdrawProposalAction(leadId)} labels={labels} send={send} />;
}
