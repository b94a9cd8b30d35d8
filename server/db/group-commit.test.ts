import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { GroupCommit } from './group-commit';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(() => {
  ctx = createTestApp();
});
afterEach(() => ctx.cleanup());

const insert = (name: string) => () =>
  ctx.db.$client
    .prepare(
      `INSERT INTO contact_submissions (name, email, phone, zip, rooms, message) VALUES (?, 'a@b.co', '(203) 555-0147', '06880', '["Pantry"]', 'm')`,
    )
    .run(name).lastInsertRowid;

const names = () =>
  (ctx.db.$client.prepare('SELECT name FROM contact_submissions ORDER BY id').all() as Array<{ name: string }>).map(
    (r) => r.name,
  );

describe('group commit', () => {
  it('commits writes that arrive together in one transaction and resolves each with its result', async () => {
    const group = new GroupCommit(ctx.db.$client);
    const reader = new Database(ctx.dbPath, { readonly: true });
    const committedRows = () =>
      (reader.prepare('SELECT count(*) AS n FROM contact_submissions').get() as { n: number }).n;
    let seenByOtherConnection = -1;
    const ids = await Promise.all([
      group.run(insert('a')),
      group.run(insert('b')),
      group.run(() => {
        seenByOtherConnection = committedRows();
        return insert('c')();
      }),
    ]);
    // While the third write ran, the first two were not yet committed: one transaction for all.
    expect(seenByOtherConnection).toBe(0);
    expect(committedRows()).toBe(3);
    reader.close();
    expect(new Set(ids).size).toBe(3);
    expect(names()).toEqual(['a', 'b', 'c']);
  });

  it('a failing write rolls back alone; the rest of the batch is stored', async () => {
    const group = new GroupCommit(ctx.db.$client);
    const results = await Promise.allSettled([
      group.run(insert('first')),
      group.run(() => {
        insert('half-done')();
        throw new Error('validation failed after the insert');
      }),
      group.run(insert('last')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(names()).toEqual(['first', 'last']);
  });

  it('nothing resolves when the commit fails', async () => {
    const group = new GroupCommit(ctx.db.$client);
    ctx.db.$client.close();
    await expect(group.run(() => 1)).rejects.toThrow();
  });

  it('splits very large bursts into several commits', async () => {
    const group = new GroupCommit(ctx.db.$client, 10);
    await Promise.all(Array.from({ length: 35 }, (_, i) => group.run(insert(`n${i}`))));
    expect(names()).toHaveLength(35);
  });
});
