/**
 * The browser tests need Debian's Chromium. Install it when missing and we are root with apt;
 * otherwise stop with a clear message — the browser tests are never skipped.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium was not found at ${chromium}. Install it (Debian: apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH, then run the tests again.',
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian package "chromium"...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!fs.existsSync(chromium)) {
    console.error(`apt-get finished but ${chromium} is still missing.`);
    process.exit(1);
  }
}
