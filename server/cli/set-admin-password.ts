/**
 * `npm run admin:password [-- <new password>]`: sets the first owner's /admin password (the last-resort recovery). Without an argument it
 * is read from standard input (prompted, not echoed, on a terminal), which keeps it out of the
 * shell history. Every session of the owner is signed out.
 */
import password from '@inquirer/password';
import { passwordProblem } from '../core/auth/password-policy';
import { prepareOwner } from '../team';
import { readConfig } from '../core/config';
import { openSiteDatabase } from '../site-database';

/** A hidden prompt on the terminal (nothing is echoed), through @inquirer/password. */
const readFromTerminal = (message: string): Promise<string> => password({ message, mask: false });

async function readFromPipe(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function main() {
  const config = readConfig();
  const newPassword =
    process.argv[2] ?? (process.stdin.isTTY ? await readFromTerminal('New admin password:') : await readFromPipe());
  const problem = passwordProblem(newPassword);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  if (process.stdin.isTTY && process.argv[2] === undefined) {
    const again = await readFromTerminal('Repeat it:');
    if (again !== newPassword) {
      console.error('The two entries differ; nothing was changed.');
      process.exit(1);
    }
  }
  const db = openSiteDatabase(config.databasePath, { keyFile: config.keyFile });
  // Creates the owner on a fresh database; otherwise a changed password signs the owner out everywhere.
  await prepareOwner(db, { envPassword: newPassword, email: config.adminEmail, log: () => {} });
  db.$client.close();
  console.log(`The owner's password is set in ${config.databasePath}; every session of the owner was signed out.`);
  if (config.adminPassword) {
    console.warn('Note: ADMIN_PASSWORD is set in this environment; the server uses it instead on its next start.');
  }
}

await main();
