import { Worker } from 'node:worker_threads';
import type { LeadMailSettings } from '../mail/lead-mail';
import type { RecordLead } from './contact-submissions';

type NewLead = Parameters<RecordLead>[0];

export interface LeadWriteRequest {
  id: number;
  lead: NewLead;
  mail: LeadMailSettings;
}

export type LeadWriteReply = { id: number; leadId: number; duplicate: boolean } | { id: number; error: string };

export interface LeadWriter {
  /** Resolves once the lead and its queued e-mails are committed to disk. */
  record(lead: NewLead, mail: LeadMailSettings): Promise<{ leadId: number; duplicate: boolean }>;
  /** Starts the thread ahead of the first lead (it starts on demand otherwise). */
  start(): void;
  /** Waits for writes in flight, then stops the thread. */
  close(): Promise<void>;
}

/**
 * The compiled server runs `lead-writer-worker.js` next to itself; tests and `npm run dev` run the
 * TypeScript source, which the worker loads through tsx.
 */
function startWorker(databasePath: string): Worker {
  // The thread holds a connection and a few statements: a small heap keeps the server's memory low.
  const options = {
    workerData: { databasePath },
    resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 },
  };
  const url = new URL('./lead-writer-worker.js', import.meta.url);
  if (!import.meta.url.endsWith('.ts')) return new Worker(url, options);
  const source = new URL('./lead-writer-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

interface Pending {
  resolve: (result: { leadId: number; duplicate: boolean }) => void;
  reject: (err: Error) => void;
}

/**
 * Saves leads on a worker thread with its own SQLite connection (started on the first lead,
 * restarted if it ever dies). Writes are committed with synchronous=FULL before a promise resolves,
 * exactly as on the main thread, but the main thread keeps answering requests meanwhile.
 */
export function leadWriter(databasePath: string): LeadWriter {
  if (databasePath === ':memory:' || databasePath === '') {
    throw new Error('The lead writer needs a database file: an in-memory database is not shared between threads');
  }
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();
  let drained: (() => void) | undefined;

  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    // An idle writer must not keep the process alive; one with work in flight must.
    if (pending.size === 0) {
      worker?.unref();
      drained?.();
    }
    return entry;
  };

  const failAll = (err: Error) => {
    for (const id of [...pending.keys()]) settle(id)?.reject(err);
  };

  function ensureWorker(): Worker {
    if (worker) return worker;
    const started = startWorker(databasePath);
    started.on('message', (reply: LeadWriteReply) => {
      const entry = settle(reply.id);
      if ('error' in reply) entry?.reject(new Error(reply.error));
      else entry?.resolve({ leadId: reply.leadId, duplicate: reply.duplicate });
    });
    started.on('error', (err) => failAll(err instanceof Error ? err : new Error(String(err))));
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      failAll(new Error('The lead writer stopped before the lead was saved'));
    });
    worker = started;
    return started;
  }

  return {
    start() {
      ensureWorker();
      if (pending.size === 0) worker?.unref();
    },
    record(lead, mail) {
      const target = ensureWorker();
      const id = (nextId += 1);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        if (pending.size === 1) target.ref();
        target.postMessage({ id, lead, mail } satisfies LeadWriteRequest);
      });
    },
    async close() {
      if (pending.size > 0) await new Promise<void>((resolve) => (drained = resolve));
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}
