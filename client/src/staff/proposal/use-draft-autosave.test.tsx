import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startingLayout } from '../../../../shared/design/layout';
import type { ProposalDraft, StaffProposal } from '../../../../shared/proposals/proposal';
import { createQueryClient } from '../../lib/api';
import { proposalKey } from '../api/proposals';
import { staffProposal } from '../../test/staff-proposal';
import { useDraftAutosave } from './use-draft-autosave';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const design = startingLayout({ spaceType: 'Pantry', ceilingIn: 96, walls: [{ name: 'Back wall', widthIn: 72 }] });
const draft = (note: string): ProposalDraft => ({
  options: [{ name: 'Good', design, extraLines: [] }],
  workAddress: '',
  noteToHomeowner: note,
  validUntil: '2026-12-27',
  depositPercent: 30,
  progressPercent: 0,
  startOn: '2027-01-11',
  completeOn: '2027-01-15',
});
const answerFor = (d: ProposalDraft) => staffProposal({ leadId: 7, draft: d });

function setup() {
  const puts: { body: ProposalDraft; answer: (status?: number) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          const body = JSON.parse(init.body as string) as ProposalDraft;
          puts.push({
            body,
            answer: (status = 200) =>
              resolve(
                new Response(
                  JSON.stringify(status === 200 ? answerFor(body) : { error: 'The note is at most 2000 characters' }),
                  { status, headers: { 'Content-Type': 'application/json' } },
                ),
              ),
          });
        }),
    ),
  );
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useDraftAutosave(7, draft('')), { wrapper });
  return { puts, client, hook };
}

describe('useDraftAutosave', () => {
  it('saves once, 600 ms after the last of several changes', async () => {
    vi.useFakeTimers();
    const { puts, hook } = setup();
    act(() => hook.result.current.setDraft(draft('a')));
    act(() => vi.advanceTimersByTime(400));
    act(() => hook.result.current.setDraft(draft('ab')));
    act(() => vi.advanceTimersByTime(599));
    expect(puts).toHaveLength(0);
    expect(hook.result.current.save).toEqual({ state: 'pending' });
    act(() => vi.advanceTimersByTime(1));
    expect(puts.map((p) => p.body.noteToHomeowner)).toEqual(['ab']);
  });

  it('keeps the answer to the newest draft when an older save answers last', async () => {
    const { puts, client, hook } = setup();
    act(() => hook.result.current.setDraft(draft('first')));
    void act(() => void hook.result.current.flush());
    act(() => hook.result.current.setDraft(draft('second')));
    void act(() => void hook.result.current.flush());
    expect(puts.map((p) => p.body.noteToHomeowner)).toEqual(['first', 'second']);
    await act(async () => puts[1]!.answer());
    await act(async () => puts[0]!.answer());
    await waitFor(() => expect(hook.result.current.save).toEqual({ state: 'saved' }));
    expect(client.getQueryData<StaffProposal>(proposalKey(7))?.draft.noteToHomeowner).toBe('second');
  });

  it('reports the server’s sentence when a save is refused, and flush says so', async () => {
    const { puts, hook } = setup();
    act(() => hook.result.current.setDraft(draft('x'.repeat(2001))));
    let saved: Promise<boolean> = Promise.resolve(true);
    act(() => {
      saved = hook.result.current.flush();
    });
    await act(async () => puts[0]!.answer(400));
    expect(await saved).toBe(false);
    expect(hook.result.current.save).toEqual({ state: 'failed', message: 'The note is at most 2000 characters' });
  });
});
