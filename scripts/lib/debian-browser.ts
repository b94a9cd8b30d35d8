/**
 * The Chromium builds the checks run, both from Debian: the browser tests use the headless shell
 * (the build Playwright itself runs headless tests in, a quarter lighter on two cores), the audit the
 * full browser a homeowner's Lighthouse score is measured with. CHROMIUM_PATH overrides both.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const testBrowser = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  debianPackage: 'chromium-headless-shell',
};
export const auditBrowser = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  debianPackage: 'chromium',
};

/** Both run with this machine's flags: no GPU, no sandbox, off the network this machine does not have. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Installs the browser when missing and we are root with apt; otherwise stops with what to do. */
export function ensureDebianBrowser({ path, debianPackage }: { path: string; debianPackage: string }): void {
  if (fs.existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
    console.error(
      `Chromium was not found at ${path}. Install it (Debian: apt-get install -y ${debianPackage}) ` +
        'or set CHROMIUM_PATH, then run again.',
    );
    process.exit(1);
  }
  console.log(`Chromium is missing: installing Debian package "${debianPackage}"...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`, {
    stdio: 'inherit',
  });
  if (!fs.existsSync(path)) {
    console.error(`apt-get finished but ${path} is still missing.`);
    process.exit(1);
  }
}
