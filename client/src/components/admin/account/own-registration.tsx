import { useQuery } from '@tanstack/react-query';
import { salespersonRegistrationLabel } from '../../../../../shared/salesperson-registration';
import { accountRegistrationQuery } from '../api/account';

/** Your salesperson registration under Your account, read-only: the owner sets it on Team. */
export function OwnRegistration() {
  const { data } = useQuery(accountRegistrationQuery);
  if (!data) return null;
  return (
    <>
      <dt className="font-semibold">{salespersonRegistrationLabel}</dt>
      <dd>{data.salespersonRegistration ?? 'None yet: the owner adds it on Team before you send a proposal'}</dd>
    </>
  );
}
