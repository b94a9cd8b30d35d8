import type { Db } from '../core/db/types';

/**
 * Every row of every table but the sessions (which each request's rolling expiry touches), as one
 * string: equal before and after means a request changed nothing.
 */
export function tableContents(db: Db): string {
  const tables = db.$client
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('admin_sessions', 'sqlite_sequence')",
    )
    .all() as { name: string }[];
  return JSON.stringify(tables.map(({ name }) => db.$client.prepare(`SELECT * FROM "${name}"`).all()));
}
