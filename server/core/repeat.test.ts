import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeat } from './repeat';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('repeat', () => {
  it('runs now and on every tick; a thrown or rejected run is logged and the next one still runs', async () => {
    const outcomes = [
      () => 'ok',
      () => {
        throw new Error('disk full');
      },
      () => Promise.reject(new Error('backup folder gone')),
      () => 'ok again',
    ];
    let run = 0;
    const errors: string[] = [];
    const job = vi.fn(() => outcomes[run++]?.());
    const timer = repeat(job, 1000, (err) => errors.push((err as Error).message));
    expect(job).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(job).toHaveBeenCalledTimes(4);
    expect(errors).toEqual(['disk full', 'backup folder gone']);
    timer.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(job).toHaveBeenCalledTimes(4);
  });
});
