import { and, eq, notExists, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db, Tx } from '../core/db/types';
import { consultations, leads } from '../leads';
import { ledgerCharges } from './schema';

/** The ledger's contract charge of a job whose contract was not cancelled: what makes a row a signed job. */
export function liveContractCharge(db: Db | Tx): SQL {
  const cancellation = alias(ledgerCharges, 'cancellation');
  return and(
    eq(ledgerCharges.kind, 'contract'),
    notExists(
      db
        .select({ id: cancellation.id })
        .from(cancellation)
        .where(and(eq(cancellation.leadId, ledgerCharges.leadId), eq(cancellation.kind, 'cancellation'))),
    ),
  )!;
}

/** Every signed contract not cancelled: the jobs, oldest signature first, with the town of the design visit. */
export function signedJobs(db: Db | Tx) {
  return db
    .select({
      leadId: ledgerCharges.leadId,
      signedAt: ledgerCharges.at,
      contractNumber: ledgerCharges.reference,
      name: leads.name,
      zip: leads.zip,
      visitTown: consultations.town,
    })
    .from(ledgerCharges)
    .innerJoin(leads, eq(leads.id, ledgerCharges.leadId))
    .leftJoin(consultations, eq(consultations.leadId, ledgerCharges.leadId))
    .where(liveContractCharge(db))
    .orderBy(ledgerCharges.at, ledgerCharges.id)
    .all();
}
