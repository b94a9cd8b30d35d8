import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast } from '../ui/use-toast';

(globalThis as { __SITE_URL_SETTING__?: string }).__SITE_URL_SETTING__ = '';
// Files share one page and one toast list (isolate: false in vite.config.ts): what a test left
// behind outside its own render, such as an open toast or a saved draft, goes with it.
afterEach(() => {
  dismissToast();
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});
