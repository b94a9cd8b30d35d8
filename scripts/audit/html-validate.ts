import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteDef } from '../../client/src/routes';
import { clientDir, htmlFileFor } from '../lib/dist';
import { heading, printTable, type Findings } from './report';

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

// vnu-jar's main module exports the path of the bundled vnu.jar.
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** Nu Html Checker on the prerendered HTML of the given routes plus 404.html, in one Java run. */
export function validateHtml(routes: RouteDef[], findings: Findings): void {
  heading('Nu Html Checker (errors only)');
  const files = new Map<string, string>(routes.map((r) => [htmlFileFor(r.path), r.path]));
  files.set(path.join(clientDir, '404.html'), '/404.html');

  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.keys()], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    findings.fail('html', '*', `could not run java: ${run.error.message}`);
    return;
  }
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
  } catch {
    findings.fail('html', '*', `vnu output was not JSON: ${run.stderr.slice(0, 300)}`);
    return;
  }

  const errorsByFile = new Map<string, VnuMessage[]>();
  for (const m of messages) {
    if (m.type === 'info') continue;
    const file = m.url?.startsWith('file:') ? fileURLToPath(m.url) : (m.url ?? '?');
    errorsByFile.set(file, [...(errorsByFile.get(file) ?? []), m]);
  }
  const rows = [...files].map(([file, route]) => [route, errorsByFile.get(file)?.length ?? 0]);
  printTable(['file', 'errors'], rows);
  for (const [file, errors] of errorsByFile) {
    const route = files.get(file) ?? file;
    for (const e of errors) {
      const where = e.lastLine ? ` (line ${e.lastLine}:${e.firstColumn ?? 0})` : '';
      const extract = e.extract ? ` near ${JSON.stringify(e.extract.trim().slice(0, 80))}` : '';
      findings.fail('html', route, `${e.message}${where}${extract}`);
    }
  }
}
