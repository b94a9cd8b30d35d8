import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId } from 'react';
import type { StaffProposal } from '../../../../shared/proposals/proposal';
import { ApiError } from '../../lib/api-request';
import { Button } from '../../ui/button';
import { FieldError } from '../../ui/field-error';
import { toast } from '../../ui/use-toast';
import { describeError } from '../api/errors';
import { leadsKey } from '../api/leads';
import { proposalKey, sendProposal } from '../api/proposals';

const notSaved = 'Fix what keeps the draft from saving, then send it';

/**
 * "Send proposal": saves the draft, then e-mails the homeowner the draft as a new
 * version. A refusal shows the server's sentence (e.g. a designer without a registration number).
 */
export function SendProposal({
  leadId,
  email,
  saveFirst,
}: {
  leadId: number;
  email: string | undefined;
  /** Saves the draft as it stands (the server sends only a saved draft); false when it could not be saved. */
  saveFirst: () => Promise<boolean>;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: async () => {
      if (!(await saveFirst())) throw new Error(notSaved);
      return sendProposal(leadId);
    },
    onSuccess: (answer: StaffProposal) => {
      queryClient.setQueryData(proposalKey(leadId), answer);
      // The lead is Quoted now, with the options' range: the inbox reads it afresh.
      void queryClient.invalidateQueries({ queryKey: leadsKey });
      toast({ title: `Proposal sent to ${answer.homeowner?.email ?? email ?? 'the homeowner'}` });
    },
  });
  const refusal = send.error
    ? send.error instanceof ApiError && send.error.serverError
      ? send.error.serverError
      : describeError(send.error)
    : undefined;
  return (
    <div>
      <Button
        type="button"
        aria-disabled={send.isPending}
        aria-describedby={refusal ? `${id}-refusal` : undefined}
        onClick={() => send.mutate()}
      >
        <Send aria-hidden="true" className="size-4" />
        {send.isPending ? 'Sending…' : 'Send proposal'}
      </Button>
      <FieldError id={`${id}-refusal`} message={refusal} alert />
    </div>
  );
}
