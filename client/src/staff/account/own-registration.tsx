import { useQuery } from '@tanstack/react-query';
import { salespersonRegistrationLabel } from '../../../../shared/salesperson-registration';
import type { StaffRole } from '../../../../shared/team';
import { accountRegistrationQuery } from '../api/account';

/** An owner signs proposals as the contractor (CGS 20-420; server/proposals/company-signer.ts). */
const noneNeeded = "None needed: an owner signs proposals as the contractor, under the company's HIC registration";
const noneYet = 'None yet: the owner adds it on Team before you send a proposal';

/** Your salesperson registration under Your account, read-only: the owner sets it on Team. */
export function OwnRegistration({ role }: { role: StaffRole }) {
  const { data } = useQuery(accountRegistrationQuery);
  if (!data) return null;
  return (
    <>
      <dt className="font-semibold">{salespersonRegistrationLabel}</dt>
      <dd>{data.salespersonRegistration ?? (role === 'owner' ? noneNeeded : noneYet)}</dd>
    </>
  );
}
