/**
 * The lead writer's thread: saves consultation requests with group commit on its own connection,
 * so the fsync of each commit never blocks the thread that answers HTTP requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { leadMailRows } from '../mail/lead-mail';
import { leadRecorder, type RecordLead } from './contact-submissions';
import { GroupCommit } from './group-commit';
import type { LeadWriteReply, LeadWriteRequest } from './lead-writer';
import { connectDatabase } from './open-database';

const port = parentPort;
if (!port) throw new Error('lead-writer-worker runs as a worker thread');

const db = connectDatabase((workerData as { databasePath: string }).databasePath);
const writes = new GroupCommit(db.$client);
// Prepared on the first lead, inside its transaction: if that fails (a broken database), the
// lead's request gets the error instead of the thread dying.
let recordLead: RecordLead | undefined;

port.on('message', ({ id, lead, mail }: LeadWriteRequest) => {
  writes
    .run(() => (recordLead ??= leadRecorder(db))(lead, (saved) => leadMailRows(saved, mail)))
    .then(
      ({ leadId, duplicate }) => port.postMessage({ id, leadId, duplicate } satisfies LeadWriteReply),
      (err: unknown) =>
        port.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies LeadWriteReply),
    );
});
