import { formatDayKey } from '../../../shared/business-time';
import type { ContractDocument } from '../contract-document';
import { drawFactsPanel, drawLetterhead, drawParties } from '../../core/pdf/letterhead';
import type { Doc } from '../../core/pdf/pdf-style';

/** "December 14, 2026". */
const contractDay = (day: string) => formatDayKey(day, 'long');

/** The first page's top: who the contractor is, what this is, the parties and the dates. */
export function drawHeader(doc: Doc, contract: ContractDocument) {
  const { business, proposal } = contract;
  drawLetterhead(
    doc,
    business,
    'HOME IMPROVEMENT CONTRACT',
    `Proposal ${proposal.number}, version ${proposal.version}`,
  );
  drawContractParties(doc, contract);
  drawDates(doc, contract);
}

function drawContractParties(doc: Doc, { business, homeowner }: ContractDocument) {
  drawParties(
    doc,
    {
      label: 'CONTRACTOR',
      name: business.legalName,
      lines: [
        ...business.addressLines,
        business.phone,
        business.email,
        `Home improvement contractor registration: ${business.hicRegistration}`,
      ],
    },
    {
      label: 'OWNER',
      name: homeowner.name,
      lines: [homeowner.address, homeowner.town, homeowner.email, `Work site: ${homeowner.address}, ${homeowner.town}`],
    },
  );
}

function drawDates(doc: Doc, contract: ContractDocument) {
  const facts: [string, string][] = [
    ['Date of transaction', contractDay(contract.transactionDate)],
    ['Starting date', contractDay(contract.startDate)],
    ['Completion date', contractDay(contract.completionDate)],
    ['Option accepted', contract.accepted.name],
  ];
  drawFactsPanel(doc, facts, 6);
}
