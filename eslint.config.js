import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const notFromClient = { group: ['**/client/**'], message: 'The server never imports the client.' };
const notFromScripts = {
  group: ['**/scripts/**'],
  message: 'The server never imports scripts/: the build may import the server, not the reverse.',
};
// The server's feature folders: every folder under server/ but core/ (below them all) and test/ (test
// helpers, kept out of production code below), read from the disk so a new feature is covered at once.
// A feature uses another only through that feature's index.ts; its tables (schema.ts) are internals
// like any other file. `allowed` lets a set of files import some such paths all the same.
const notFeatures = new Set(['core', 'test']);
const features = fs
  .readdirSync(path.join(import.meta.dirname, 'server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !notFeatures.has(entry.name))
  .map((entry) => entry.name)
  .sort();
const featureInternals = (allowed = []) => ({
  regex: `^(\\./|(\\.\\./)+)${allowed.length > 0 ? `(?!(${allowed.join('|')})$)` : ''}(${features.join('|')})/(?!index$)`,
  message:
    "Use another feature only through what its index.ts exports (e.g. '../leads', not '../leads/lead-store' or '../leads/schema').",
});
// A schema.ts may import another feature's schema.ts, for a foreign key: schema files import only
// each other, core's column helpers and shared/, so they form no cycle.
const schemaInternals = featureInternals(features.map((feature) => `${feature}/schema`));
// leads asks proposals about a lead's signed contract through proposals/contract-facts.ts: proposals
// build on leads, so proposals' index.ts would be a cycle (see that file).
const leadsInternals = featureInternals(['proposals/contract-facts']);
// pipeline, booking, payments and proposals ask installs about the install calendar, and completion
// who is on a job's crew, through installs/install-facts.ts: installs build on them (completion
// through proposals' page), so installs' index.ts would be a cycle.
const belowInstallsInternals = featureInternals(['installs/install-facts']);
// payments also asks completion when the balance falls due and what is held back through
// completion/balance-facts.ts: completion builds on payments (see that file, decision 019).
const paymentsInternals = featureInternals(['installs/install-facts', 'completion/balance-facts']);
// completion ends the homeowner's links when the job closes, as long as proposals/proposal-link-life.ts
// says (it imports only shared/): proposals build on completion (the homeowner's page), so proposals'
// index.ts would be a cycle.
const completionInternals = featureInternals(['installs/install-facts', 'proposals/proposal-link-life']);
const notFromFeatures = {
  regex: `^(\\./|(\\.\\./)+)(${features.join('|')})(/|$)`,
  message: 'server/core is below the features: a feature imports core, never the other way round.',
};
const notFromTests = {
  group: ['**/test/**', '**/*.test'],
  message: 'Production code never imports test code (server/test/).',
};
const serverRules = [notFromClient, notFromScripts, featureInternals()];
const testFiles = ['**/*.test.ts', 'server/test/**'];
const notFromServer = {
  group: ['**/server/**'],
  message: 'The client never imports the server: share code through shared/.',
};
const notFromMail = {
  group: ['**/mail/**', '**/mail'],
  message: 'server/core/db stores rows and never imports server/core/mail: mail renders, sends and calls db queries.',
};
// The client is two apps on shared ground: site/ (the public pages) and staff/ (the back office) stand on
// ui/ (primitives, the SEO head, the wall drawings) and lib/ (helpers, the API client), never on each other.
const notFromSite = {
  regex: '(^|/)site/(?!pages/not-found-page$)',
  message: 'The staff area never imports the public site (but its 404 page): move the shared piece into ui/ or lib/.',
};
const notFromStaff = {
  group: ['**/staff/**'],
  message: 'The public site never imports the staff area: move the shared piece into ui/ or lib/.',
};
const notFromApps = (message) => ({ group: ['**/site/**', '**/staff/**'], message });
const notFromUi = (message) => ({ group: ['**/ui/**', '**/site/**', '**/staff/**'], message });
const siteFeatures = fs
  .readdirSync(path.join(import.meta.dirname, 'client/src/site'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'content' && entry.name !== 'lib')
  .map((entry) => entry.name);
const notFromSiteFeatures = {
  regex: `^(\\.\\./){1,2}(${siteFeatures.join('|')})/`,
  message: "Content is data: the site's pages and features import it, not the other way round.",
};
// The public pages' bundle stays without the staff pages' table: the site's router knows staffAreaPath only.
const notStaffTable = {
  group: ['**/shared/staff-pages'],
  message:
    'Only the staff area (client/src/staff/) and routes.tsx (the prerender) read shared/staff-pages: the public pages never download it.',
};
const staffAreaFiles = ['client/src/staff/**', 'client/src/routes.tsx', 'client/src/**/*.test.{ts,tsx}'];
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const apiPathMessage = 'API paths come from the contract in shared/api/ (pathTo, callApi, its path constants).';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'server/core/db/migrations'] },
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
  { files: ['server/**/*.ts'], rules: restrictImports(...serverRules) },
  { files: ['server/**/*.ts'], ignores: testFiles, rules: restrictImports(...serverRules, notFromTests) },
  {
    files: ['server/leads/**/*.ts'],
    ignores: testFiles,
    rules: restrictImports(notFromClient, notFromScripts, leadsInternals, notFromTests),
  },
  {
    files: ['server/pipeline/**/*.ts', 'server/booking/**/*.ts', 'server/proposals/**/*.ts'],
    ignores: testFiles,
    rules: restrictImports(notFromClient, notFromScripts, belowInstallsInternals, notFromTests),
  },
  {
    files: ['server/completion/**/*.ts'],
    ignores: testFiles,
    rules: restrictImports(notFromClient, notFromScripts, completionInternals, notFromTests),
  },
  {
    files: ['server/payments/**/*.ts'],
    ignores: testFiles,
    rules: restrictImports(notFromClient, notFromScripts, paymentsInternals, notFromTests),
  },
  {
    files: ['server/*/schema.ts'],
    rules: restrictImports(notFromClient, notFromScripts, schemaInternals, notFromTests),
  },
  {
    files: ['server/core/**/*.ts'],
    ignores: testFiles,
    rules: restrictImports(...serverRules, notFromTests, notFromFeatures),
  },
  {
    files: ['server/core/db/**/*.ts'],
    ignores: testFiles,
    rules: restrictImports(...serverRules, notFromTests, notFromFeatures, notFromMail),
  },
  // No import cycles anywhere (server, shared, client, scripts).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['client/src/**/*.{ts,tsx}'], rules: restrictImports(notFromServer) },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: staffAreaFiles,
    rules: restrictImports(notFromServer, notStaffTable),
  },
  { files: ['client/src/staff/**/*.{ts,tsx}'], rules: restrictImports(notFromServer, notFromSite) },
  {
    files: ['client/src/site/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    rules: restrictImports(notFromServer, notStaffTable, notFromStaff),
  },
  {
    files: ['client/src/site/content/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    rules: restrictImports(
      notFromServer,
      notStaffTable,
      notFromStaff,
      notFromSiteFeatures,
      notFromApps('Content is data.'),
    ),
  },
  {
    files: ['client/src/ui/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    rules: restrictImports(
      notFromServer,
      notStaffTable,
      notFromApps('ui/ is below the site and the staff area: it imports neither.'),
    ),
  },
  {
    files: ['client/src/lib/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    rules: restrictImports(
      notFromServer,
      notStaffTable,
      notFromUi('lib/ is below ui/, the site and the staff area: it imports none of them.'),
    ),
  },
  // Every API path is declared once, in the contract (shared/api/): the client builds its requests from
  // it (callApi, pathTo, the public pages' path constants), never from a string of its own. Tests may
  // spell out the paths they expect: the spec's calls, checked apart from the contract.
  {
    files: ['client/src/**/*.{ts,tsx}', 'shared/**/*.ts'],
    ignores: ['shared/api/**', ...testFiles, '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: apiPathMessage },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: apiPathMessage },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
