import { noSmtpReason } from './outbox';

/** A new outbox row waits for the worker, or, without SMTP settings, is written as 'skipped' with the reason. */
export function newOutboxState(deliver: boolean, now: Date) {
  const state = deliver
    ? { status: 'pending' as const, lastError: null }
    : { status: 'skipped' as const, lastError: noSmtpReason };
  return { nextAttemptAt: now.toISOString(), ...state };
}
