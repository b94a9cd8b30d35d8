/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  define: {
    __BUILD_DATE__: JSON.stringify(process.env.BUILD_DATE ?? new Date().toISOString()),
    // Resolved against the default in shared/site-url.ts by client/src/lib/site-url.ts.
    __SITE_URL_SETTING__: JSON.stringify(process.env.SITE_URL ?? ''),
  },
  build: {
    outDir: path.join(distDir, 'client'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        // What every page runs (React, the router, the header and footer, business facts) in one
        // file. Left to itself Rolldown split it into seven, which the page waits on over HTTP/1.1's
        // six connections: first paint 1.75 s → 1.45 s in Lighthouse mobile (docs/benchmarks.md).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // The form libraries the public forms (/contact, /review) run, in one file rather than two:
            // react-hook-form and its zod resolver. zod stays out of the group: a group takes every
            // module it matches that any page uses, so the staff pages' zod (the API contract's answer
            // schemas) would have landed on /contact; left to Rolldown, the public forms share the zod
            // modules they use (/admin 126 → 113.5 KB, /contact 115.7 → 116.1 KB, measured with the weight
            // audit, when the sign-in page still loaded no form library: it does since every form is
            // written with react-hook-form, docs/decisions/015).
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  test: {
    root: '.',
    // Vitest's default keeps one core free, which is a single worker on a 2-core machine: 152 s
    // against 87 s with two.
    maxWorkers: availableParallelism(),
    // Test files share their worker's modules rather than each importing the app afresh (135 s →
    // about 75 s here). Each file builds its own app on its own database file, and the DOM setup
    // leaves nothing on the page or in storage for the next file.
    isolate: false,
    // Several API tests hash passwords at production cost (scrypt) a few times over: about 2 s each
    // alone, past Vitest's 5 s default when the machine is busy with other work.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
        },
      },
    ],
  },
});
