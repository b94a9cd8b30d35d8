import type { Db } from '../core/db/types';
import { recordLead, type NewLead } from '../leads';

/**
 * A consultation request stored as the contact form stores it: a name, and only the fields a test is
 * about. The e-mail is made from the name, so each name is its own homeowner.
 */
export function recordTestLead(db: Db, name: string, fields: Partial<NewLead> = {}) {
  return recordLead(db, {
    name,
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
    phone: '(203) 555-0147',
    zip: '06880',
    rooms: ['Pantry'],
    message: 'A walk-in pantry with pull-outs.',
    isSpam: false,
    ...fields,
  });
}
