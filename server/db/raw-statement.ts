import type Database from 'better-sqlite3';
import { fillPlaceholders } from 'drizzle-orm';

interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A Drizzle query, SQL and value encoders taken from the schema, run as a plain better-sqlite3
 * statement. On the lead path a Drizzle prepared query cost more per call than SQLite's own work
 * (row mapping on every call); this keeps Drizzle's SQL and encoding and drops the rest.
 */
export function rawStatement<Values extends Record<string, unknown>>(sqlite: Database.Database, query: BuiltQuery) {
  const { sql, params } = query.toSQL();
  const statement = sqlite.prepare(sql);
  const bind = (values: Values) => fillPlaceholders(params, values) as unknown[];
  return {
    run: (values: Values) => statement.run(...bind(values)),
    get: <Row>(values: Values) => statement.get(...bind(values)) as Row | undefined,
  };
}
