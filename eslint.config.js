// Lint rules for the whole project: typescript-eslint's recommended rules, React's rules of hooks, and import
// boundaries that keep the layers one-way (bulletproof-react's zones):
//   contract  <-  server            (the server never imports the app)
//   contract  <-  app/shared  <-  app/features/*  <-  app (config, app.tsx, entries)
// and no feature imports another feature.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['admin', 'public-site', 'wedding-schedule'];
const appLevel = ['./app/config', './app/app.tsx', './app/main.tsx', './app/entry-server.tsx'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'uploads/', 'public/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      // The rules of hooks themselves; the React Compiler's stricter advice is not adopted here.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
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
              target: './contract',
              from: ['./app', './server'],
              message: 'contract/ is shared by both sides and imports neither.',
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
          ],
        },
      ],
    },
  },
);
