/**
 * `npm run admin:password [-- <new password>]`: sets the /admin password. Without an argument it
 * is read from standard input (prompted, not echoed, on a terminal), which keeps it out of the
 * shell history. Every signed-in session is signed out.
 */
import readline from 'node:readline';
import { checkPasswordStrength, setAdminPassword } from '../core/auth/admin-password';
import { readConfig } from '../core/config';
import { openDatabase } from '../core/db/open-database';

async function readFromTerminal(prompt: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (s: string) => void };
  let prompted = false;
  output._writeToOutput = (s) => {
    if (!prompted) {
      prompted = true;
      process.stdout.write(s);
    }
  };
  const answer = await new Promise<string>((resolve) => rl.question(prompt, resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function readFromPipe(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function main() {
  const config = readConfig();
  const password =
    process.argv[2] ?? (process.stdin.isTTY ? await readFromTerminal('New admin password: ') : await readFromPipe());
  const problem = checkPasswordStrength(password);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  if (process.stdin.isTTY && process.argv[2] === undefined) {
    const again = await readFromTerminal('Repeat it: ');
    if (again !== password) {
      console.error('The two entries differ; nothing was changed.');
      process.exit(1);
    }
  }
  const db = openDatabase(config.databasePath);
  await setAdminPassword(db, password);
  db.$client.close();
  console.log(`Admin password updated in ${config.databasePath}; every signed-in session was signed out.`);
  if (config.adminPassword) {
    console.warn('Note: ADMIN_PASSWORD is set in this environment; the server uses it instead on its next start.');
  }
}

await main();
