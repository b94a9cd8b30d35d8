import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const notFromClient = { group: ['**/client/**'], message: 'The server never imports the client.' };
const notFromServer = {
  group: ['**/server/**'],
  message: 'The client never imports the server: share code through shared/.',
};
const notFromMail = {
  group: ['**/mail/**', '**/mail'],
  message: 'server/db stores rows and never imports server/mail: mail renders, sends and calls db queries.',
};
const notFromUi = (message) => ({ group: ['**/components/**', '**/pages/**'], message });
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Imports flow one way: pages → components → content and lib; server and client meet only in shared/.
  // A later block replaces an earlier one's 'no-restricted-imports' for the same file, so each block
  // repeats the rules it keeps.
  { files: ['server/**/*.ts'], rules: restrictImports(notFromClient) },
  { files: ['server/db/**/*.ts'], rules: restrictImports(notFromClient, notFromMail) },
  { files: ['client/src/**/*.{ts,tsx}'], rules: restrictImports(notFromServer) },
  {
    files: ['client/src/content/**/*.{ts,tsx}'],
    rules: restrictImports(
      notFromServer,
      notFromUi('Content is data: components and pages import it, not the other way round.'),
    ),
  },
  {
    files: ['client/src/lib/**/*.{ts,tsx}'],
    rules: restrictImports(
      notFromServer,
      notFromUi('lib/ is below components and pages: move the shared piece into lib/ or content/.'),
    ),
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
