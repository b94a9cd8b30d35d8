import { business, contractorFacts } from '../business';

/** The contractor as a contract and a receipt print it (CGS 20-429: name, address, registration). */
export interface ContractBusiness {
  name: string;
  legalName: string;
  /** Street, then town, state and ZIP: a line each. */
  addressLines: string[];
  phone: string;
  email: string;
  /** The Department of Consumer Protection's home improvement contractor registration: "HIC.0654321". */
  hicRegistration: string;
}

/** The contractor as shared/business.ts describes it now. */
export function contractBusiness(): ContractBusiness {
  const { address } = contractorFacts;
  return {
    name: business.name,
    legalName: business.legalName,
    addressLines: [address.street, `${address.town}, ${business.regionCode} ${address.postalCode}`],
    phone: business.phone.display,
    email: business.email,
    hicRegistration: contractorFacts.hicRegistration,
  };
}
