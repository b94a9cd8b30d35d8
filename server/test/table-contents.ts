import type { Db } from '../core/db/types';

/**
 * Every row of every table but the sessions (which each request's rolling expiry touches) and the
 * activity record's lines about refused or held-back requests (which the refusal itself writes), as
 * one string: equal before and after means a request changed nothing.
 */
export function tableContents(db: Db): string {
  const tables = db.$client
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('admin_sessions', 'sqlite_sequence')",
    )
    .all() as { name: string }[];
  const rowsOf = (name: string) =>
    name === 'activity_log'
      ? "SELECT * FROM activity_log WHERE action NOT IN ('access-refused', 'sign-in-throttled')"
      : `SELECT * FROM "${name}"`;
  return JSON.stringify(tables.map(({ name }) => db.$client.prepare(rowsOf(name)).all()));
}
