/** The browser tests need Debian's headless Chromium; they are never skipped without it. */
import { ensureDebianBrowser, testBrowser } from './lib/debian-browser';

ensureDebianBrowser(testBrowser);
