import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProposalDraft, StaffProposal } from '../../../../shared/proposals/proposal';
import { describeError } from '../api/errors';
import { proposalKey, saveProposalDraft } from '../api/proposals';
import { ApiError } from '../../lib/api-request';

/** How long after the last change the draft is saved (a blur saves at once). */
const autosaveDelayMs = 600;

export type SaveState = { state: 'saved' | 'pending' | 'saving' } | { state: 'failed'; message: string };

/**
 * The editor's draft, kept in the browser and saved with PUT 600 ms after the last change (or at
 * once on `flush`, e.g. on blur and before sending). Each answer is the server's StaffProposal, with
 * its prices for that draft; an answer older than a later save's is dropped, so the totals shown
 * are always the server's for the newest draft it has answered.
 */
export function useDraftAutosave(leadId: number, initial: ProposalDraft) {
  const queryClient = useQueryClient();
  const [draft, setDraftState] = useState(initial);
  const [save, setSave] = useState<SaveState>({ state: 'saved' });
  const latest = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sequence = useRef(0);
  const inFlight = useRef<Promise<boolean>>(Promise.resolve(true));

  const saveNow = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const mine = ++sequence.current;
    setSave({ state: 'saving' });
    const request = saveProposalDraft(leadId, latest.current).then(
      (answer) => {
        if (mine !== sequence.current) return true;
        queryClient.setQueryData<StaffProposal>(proposalKey(leadId), answer);
        setSave({ state: 'saved' });
        return true;
      },
      (err: unknown) => {
        if (mine === sequence.current) {
          const message = err instanceof ApiError && err.serverError ? err.serverError : describeError(err);
          setSave({ state: 'failed', message });
        }
        return false;
      },
    );
    inFlight.current = request;
    return request;
  }, [leadId, queryClient]);

  const setDraft = useCallback(
    (next: ProposalDraft) => {
      latest.current = next;
      setDraftState(next);
      setSave({ state: 'pending' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), autosaveDelayMs);
    },
    [saveNow],
  );

  /** Saves a change still waiting for its delay; resolves true once the newest draft is saved. (`saveNow` saves even an unchanged draft.) */
  const flush = useCallback(
    (): Promise<boolean> => (timer.current !== undefined ? saveNow() : inFlight.current),
    [saveNow],
  );

  // A change still waiting when the editor closes is saved, not lost.
  useEffect(
    () => () => {
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        void saveProposalDraft(leadId, latest.current).catch(() => undefined);
      }
    },
    [leadId],
  );

  return { draft, setDraft, save, flush, saveNow };
}
