import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

/** Something a task waits for until `finish` is called. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('concurrencyLimit', () => {
  it('runs at most `max` tasks at once and the rest in the order they came, failures included', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 6 }, gate);
    const results = gates.map((g, i) =>
      limit(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await g.done;
        running -= 1;
        if (i === 1) throw new Error('task 1 failed');
        return i;
      }),
    );
    const settled = Promise.allSettled(results);
    const flush = () => new Promise((resolve) => setImmediate(resolve));
    await flush();
    expect(started).toEqual([0, 1]);
    gates[1]!.finish();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.finish();
    expect((await settled).map((s) => (s.status === 'fulfilled' ? s.value : 'failed'))).toEqual([
      0,
      'failed',
      2,
      3,
      4,
      5,
    ]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    // Every slot came back, the failed task's too: two new tasks start at once.
    const again = [gate(), gate()];
    const startedAgain: number[] = [];
    const both = again.map((g, i) => limit(() => (startedAgain.push(i), g.done)));
    await flush();
    expect(startedAgain).toEqual([0, 1]);
    for (const g of again) g.finish();
    await Promise.all(both);
  });
});
