import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

(globalThis as { __SITE_URL_SETTING__?: string }).__SITE_URL_SETTING__ = '';
afterEach(() => cleanup());
