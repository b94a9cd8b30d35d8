import { formatDateTime } from '../../../../shared/business-time';
import type { Acceptance, CompanySignature } from '../../../../shared/proposals/proposal';
import { proposalCopy as copy } from './proposal-copy';

/** "Tue, Jan 12, 2027, 10:00 AM (Connecticut time)" */
export const connecticutTime = (instant: string) => `${formatDateTime(instant)} (Connecticut time)`;

/** The company's signature, made when the version was sent: name, as whom (owner or salesperson with their registration), date. */
export function CompanySignatureBlock({ company }: { company: CompanySignature }) {
  return (
    <div className="rounded-md border border-line bg-white p-4">
      <h3 className="font-sans text-base font-semibold">{copy.companySignatureHeading}</h3>
      <p className="mt-1 font-serif text-lg">{company.name}</p>
      <p className="text-sm text-ink-soft">{copy.companySignature(company, connecticutTime(company.signedAt))}</p>
      <p className="text-sm text-ink-soft">{copy.contractorLine}</p>
    </div>
  );
}

/** The homeowner's signature: the typed name and when. */
export function HomeownerSignatureBlock({ acceptance }: { acceptance: Acceptance }) {
  return (
    <div className="rounded-md border border-line bg-white p-4">
      <h3 className="font-sans text-base font-semibold">{copy.yourSignature}</h3>
      <p className="mt-1 font-serif text-lg">{acceptance.signerName}</p>
      <p className="text-sm text-ink-soft">
        {copy.signedBy(acceptance.signerName, connecticutTime(acceptance.signedAt))}
      </p>
      <p className="text-sm break-all text-ink-soft">{copy.versionHash(acceptance.versionHash)}</p>
    </div>
  );
}
