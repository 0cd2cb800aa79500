import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import globals from 'globals'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const ROOT = fileURLToPath(new URL('.', import.meta.url))
const { workspaces } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8'))
const WEB = './apps/web/src'
const SERVER = './apps/server/src'
const webFeatures = readdirSync(new URL(`${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * Import boundaries. Each zone forbids files under `target` from importing anything under `from`,
 * type-only imports included.
 * - Web (the bulletproof-react layout): a feature never imports another feature (app/routes
 *   composes them), and the shared layers (lib, components, config) never import features or app.
 * - Server: infrastructure (lib, db, plugins) never imports the feature modules, and neither lib
 *   nor db imports plugins, which only register infrastructure on the Fastify instance.
 * - Packages: shared code never imports an app, the apps never import each other, and only tests,
 *   scripts and e2e import test-support.
 */
const boundaries = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature; compose them in app/routes.',
  })),
  {
    target: [`${WEB}/lib`, `${WEB}/components`, `${WEB}/config`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared layers (lib, components, config) do not import features or app.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import app; app composes features.',
  },
  {
    target: [`${SERVER}/plugins`, `${SERVER}/lib`, `${SERVER}/db`],
    from: `${SERVER}/modules`,
    message: 'Infrastructure (plugins, lib, db) does not import feature modules.',
  },
  {
    target: [`${SERVER}/lib`, `${SERVER}/db`],
    from: `${SERVER}/plugins`,
    message: 'lib and db do not import plugins; plugins only register what lib provides.',
  },
  {
    target: './packages/shared',
    from: './apps',
    message: 'Shared code does not import an app.',
  },
  {
    target: ['./apps/server/src/**/!(*.test).ts', './apps/web/src/**', './packages/shared/**'],
    from: './packages/test-support',
    message: 'Test support (fakes, throwaway databases) is for tests, scripts and e2e only.',
  },
  { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP only.' },
  { target: './apps/server', from: './apps/web', message: 'The server does not import the web app.' },
]

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.second-origin/**',
      '**/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Resolves `@/…` (apps/web tsconfig paths), `#src/…` (apps/server package imports) and
      // `@app/shared/…` (workspace package exports) to files, so the rules below see real paths.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: workspaces.map((workspace) => `${ROOT}${workspace}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // basePath: zones are relative to the repository root wherever ESLint is started from.
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaries }],
      // Type-only imports are erased at build time and do not count as a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
)
