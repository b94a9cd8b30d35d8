import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin lists' search: `q` anywhere in any of `columns`, case-insensitively (SQLite LIKE). */
export function containsText(q: string, columns: SQLWrapper[]): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`;
  return or(...columns.map((col) => sql`${col} LIKE ${pattern} ESCAPE '\\'`));
}
