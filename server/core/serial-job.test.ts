import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatingJob, serialJob } from './serial-job';

describe('serialJob', () => {
  it('runs one pass at a time and folds requests made during a pass into one more pass', async () => {
    let passes = 0;
    let running = 0;
    let maxRunning = 0;
    const job = serialJob(async () => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      passes++;
      await new Promise((r) => setTimeout(r, 10));
      running--;
    });
    const first = job.run();
    void job.run();
    void job.run();
    await first;
    expect(passes).toBe(2);
    expect(maxRunning).toBe(1);
    await job.idle();
    await job.run();
    expect(passes).toBe(3);
  });

  it('reports a failed pass and carries on with the next', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const job = serialJob(
      async () => {
        calls++;
        if (calls === 1) throw new Error('boom');
      },
      (err) => errors.push(err),
    );
    await job.run();
    await job.run();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });
});

describe('repeatingJob', () => {
  afterEach(() => vi.useRealTimers());

  it('runs on asking; once started, now and every period until stopped; starting twice keeps one timer', async () => {
    vi.useFakeTimers();
    let passes = 0;
    const job = repeatingJob(
      async () => void passes++,
      1_000,
      () => {},
    );
    await job.run();
    expect(passes).toBe(1);
    job.start();
    job.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(passes).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(passes).toBe(4);
    job.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(passes).toBe(4);
  });
});
