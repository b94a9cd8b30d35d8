import { useQueryClient } from '@tanstack/react-query';
import type { StaffCompletion } from '../../../../shared/completion/completion-answers';
import { toast } from '../../ui/use-toast';
import { completionQuery } from '../api/completion';
import { jobPaymentsQuery } from '../api/payments';

/**
 * A change to a job's completion: each answers the completion as it now stands, which the panel
 * shows at once; the job's money is read again (what is due moves with the sign-off and the hold-back).
 */
export function useCompletionChange(leadId: number) {
  const queryClient = useQueryClient();
  return (answer: StaffCompletion, saved: { title: string; description?: string }) => {
    queryClient.setQueryData(completionQuery(leadId).queryKey, answer);
    void queryClient.invalidateQueries({ queryKey: jobPaymentsQuery(leadId).queryKey });
    toast(saved);
  };
}
