import { eq } from 'drizzle-orm';
import { contractorFacts } from '../../shared/business';
import type { CompanySignature } from '../../shared/proposals/proposal';
import type { StaffRole } from '../../shared/team';
import { staff } from '../core/auth/schema';
import type { Db, Tx } from '../core/db/types';

/**
 * Who may sign a proposal for the company, and how (CGS 20-420): the owners of a registered
 * contractor need no salesperson registration, so an owner signs as the contractor under its HIC
 * registration; anyone else who sells must be a registered salesperson and signs with that number.
 * Null: they may not send (noRegistrationMessage says why).
 */
function companySigner(person: {
  name: string;
  role: StaffRole;
  salespersonRegistration: string | null;
}): Omit<CompanySignature, 'signedAt'> | null {
  if (person.role === 'owner') {
    return { name: person.name, registration: contractorFacts.hicRegistration, capacity: 'contractor' };
  }
  if (!person.salespersonRegistration) return null;
  return { name: person.name, registration: person.salespersonRegistration, capacity: 'salesperson' };
}

/** How the staff member who sends a document signs it for the company (null: they may not send). */
export function companySignerOf(db: Db | Tx, staffId: number): Omit<CompanySignature, 'signedAt'> | null {
  const person = db
    .select({ name: staff.name, role: staff.role, salespersonRegistration: staff.salespersonRegistration })
    .from(staff)
    .where(eq(staff.id, staffId))
    .get();
  return person ? companySigner(person) : null;
}
