import { business } from '../business';
import type { CompanySignature } from './proposal';

/** An owner signing as the contractor; versions sent before `capacity` existed were all signed by salespeople. */
export const signsAsContractor = (company: Pick<CompanySignature, 'capacity'>) => company.capacity === 'contractor';

/** "Dana Owner, owner, for Shoreline Custom Closets LLC" or "Maria Lopez, for Shoreline Custom Closets LLC". */
export const signerFor = (company: Pick<CompanySignature, 'name' | 'capacity'>) =>
  `${company.name}${signsAsContractor(company) ? ', owner,' : ','} for ${business.legalName}`;
