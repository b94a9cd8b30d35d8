interface Failure {
  check: string;
  route: string;
  reason: string;
}

/** Collects broken budgets; every check reports into one of these. */
export class Findings {
  readonly failures: Failure[] = [];

  fail(check: string, route: string, reason: string): void {
    this.failures.push({ check, route, reason });
  }

  count(check: string): number {
    return this.failures.filter((f) => f.check === check).length;
  }
}

export function heading(text: string): void {
  console.log(`\n== ${text} ==`);
}

/** A plain-text table; numbers are right-aligned. */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number'));
  const line = (r: string[]) =>
    r
      .map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

export function printFailures(findings: Findings): void {
  heading(findings.failures.length ? `${findings.failures.length} budget(s) broken` : 'All budgets hold');
  for (const f of findings.failures) console.log(`✗ [${f.check}] ${f.route}: ${f.reason}`);
}
