import fs from 'node:fs';

/** SECURITY.md as the tests read it (vitest runs from the repository's root). */
const securityDoc = fs.readFileSync('SECURITY.md', 'utf8');

/** The text under a heading (`## …` or `### …`) up to the next heading of the same or a higher level. */
export function docSection(heading: string): string {
  const level = /^#+/.exec(heading)?.[0].length ?? 0;
  const start = securityDoc.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`SECURITY.md has no "${heading}"`);
  const rest = securityDoc.slice(start + heading.length + 2);
  const next = new RegExp(`^#{1,${level}} `, 'm').exec(rest);
  return next ? rest.slice(0, next.index) : rest;
}

/** The body rows of the Markdown tables in `text`, as trimmed cells (header and rule left out). */
export function tableRows(text: string): string[][] {
  const rows = text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
        .split('|')
        .map((cell) => cell.trim()),
    );
  return rows.filter(
    (cells, i) => !cells.every((cell) => /^:?-+:?$/.test(cell)) && rows[i + 1]?.[0]?.match(/^:?-+:?$/) == null,
  );
}

interface NamedTest {
  file: string;
  titles: string[];
}

/** The tests a cell names, written `` `file.test.ts` › `title` › `another title` ``. */
export function namedTests(cell: string): NamedTest[] {
  return [...cell.matchAll(/`([^`\s]+\.(?:test|spec)\.tsx?)`((?:\s*›\s*`[^`]+`)*)/g)].map((match) => ({
    file: match[1]!,
    titles: [...(match[2] ?? '').matchAll(/`([^`]+)`/g)].map((title) => title[1]!),
  }));
}
