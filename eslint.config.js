// Lint rules for the whole project: typescript-eslint's recommended rules, React's rules of hooks, and import
// boundaries that keep the layers one-way (bulletproof-react's zones):
//   contract  <-  server            (the server never imports the app)
//   contract  <-  app/shared  <-  app/features/*  <-  app (config, app.tsx, entries)
// and no feature imports another feature. Inside the dashboard (app/features/admin), each subject (content, gallery,
// lesson-forms, wedding-schedules, site-settings, alerts) imports only its own folder, ui/ and session/; dashboard/
// composes them and is the only way one subject's screen opens another's. No file imports in a cycle.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['admin', 'public-site', 'wedding-schedule'];
const appLevel = ['./app/config', './app/app.tsx', './app/main.tsx', './app/entry-server.tsx'];
const adminSubjects = [
  'content',
  'gallery',
  'lesson-forms',
  'wedding-schedules',
  'site-settings',
  'alerts',
  'team',
  'payouts',
  'books',
];
/** What the dashboard's subjects build on, and may import: its shared controls and hooks, and the session. */
const adminBase = ['ui', 'session'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'uploads/', 'public/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // TypeScript sources are followed (for cycles) with the TypeScript parser. Specifiers name their files with
      // the extension, and package.json "imports" (#contract/*, #shared/*) resolve like Node does, so the plain
      // Node resolver finds every file: the zones below hold through the aliases too.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      // The rules of hooks themselves; the React Compiler's stricter advice is not adopted here.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // No module imports itself through others (type-only imports aside, which leave nothing at run time).
      'import-x/no-cycle': ['error', { maxDepth: Infinity }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: './app',
              message: 'The server never imports from the app; share it through contract/.',
            },
            {
              target: './app',
              from: './server',
              message:
                'The app never imports from the server, tests included; share test helpers through test-support/.',
            },
            {
              target: './contract',
              from: ['./app', './server', './e2e', './test-support'],
              message: 'contract/ is shared by both sides and imports nothing outside itself.',
            },
            {
              target: './test-support',
              from: ['./app', './server'],
              message: 'test-support/ serves both the app and the server tests, so it imports neither.',
            },
            {
              target: './app/shared',
              from: ['./app/features', ...appLevel],
              message: 'app/shared is below the features: it cannot import them.',
            },
            { target: './app/features', from: appLevel, message: 'Features do not import the app that composes them.' },
            ...features.map((feature) => ({
              target: `./app/features/${feature}`,
              from: './app/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature; move what both need to app/shared or contract/.',
            })),
            ...adminSubjects.map((subject) => ({
              target: `./app/features/admin/${subject}`,
              from: './app/features/admin',
              except: [`./${subject}`, ...adminBase.map((base) => `./${base}`)],
              message:
                "A dashboard subject imports only ui/, session/, app/shared and contract/; another subject's screen opens through the dashboard (dashboard/), and what two subjects share goes to ui/ or contract/.",
            })),
            ...adminBase.map((base) => ({
              target: `./app/features/admin/${base}`,
              from: './app/features/admin',
              except: adminBase.map((other) => `./${other}`),
              message: 'ui/ and session/ are what the dashboard subjects build on: they import no subject.',
            })),
          ],
        },
      ],
    },
  },
);
