import { paymentsApi } from '../../shared/api/payments';
import { pathTo } from '../../shared/api/route';
import { homeownerProposalsApi } from '../../shared/api/homeowner-proposals';

/** The payments routes filled in from the contract. */
export const paymentPaths = {
  job: (leadId: number) => pathTo(paymentsApi.read, { id: leadId }),
  void: (leadId: number, paymentId: number) => pathTo(paymentsApi.void, { id: leadId, paymentId }),
  refundPaid: (leadId: number, refundId: number) => pathTo(paymentsApi.refundPaid, { id: leadId, refundId }),
  cancel: (token: string) => pathTo(homeownerProposalsApi.cancel, { token }),
};
