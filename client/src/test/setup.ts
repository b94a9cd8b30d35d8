import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast } from '../ui/use-toast';

// findBy and waitFor return as soon as what they wait for is there; their 1 s default is too short
// for a first render while the other worker and the machine's other work hold both cores (CI).
configure({ asyncUtilTimeout: 5000 });

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
