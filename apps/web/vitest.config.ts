import { createRequire } from 'node:module'
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

const TESTING_LIBRARY_ESM = createRequire(import.meta.url)
  .resolve('@testing-library/react')
  .replace(/dist[\\/]index\.js$/, 'dist/@testing-library/react.esm.js')

/** Tests of rendering on the server (no window, no document): `*.ssr.test.tsx`. */
const SERVER_RENDER_TESTS = ['src/**/*.ssr.test.tsx']

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: {
      alias: [
        // The app runs on Preact (react and react-dom are npm aliases of @preact/compat, see the root
        // package.json); Testing Library's ES module build imports React's test utilities, which
        // Preact has as preact/test-utils. Vitest must transform it for the alias to apply.
        { find: /^@testing-library\/react$/, replacement: TESTING_LIBRARY_ESM },
        { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      ],
    },
    test: {
      server: { deps: { inline: [/@testing-library[\\/]react/] } },
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      restoreMocks: true,
      // A form walked with userEvent in jsdom takes a few seconds on a busy 2-core machine; the
      // default 5 s made such tests fail on load, not on behaviour.
      testTimeout: 15_000,
      // Vitest's default leaves one of the two cores idle.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            exclude: [...configDefaults.exclude, ...SERVER_RENDER_TESTS],
            // One jsdom and one module graph per worker instead of per file: the suite ran in 169 s
            // isolated and runs in about 55 s so. The setup file resets what the screens share (the
            // session, the query cache, toasts, request handlers) before each test, and a test that
            // replaces a global does it with vi.spyOn, which restoreMocks undoes.
            isolate: false,
          },
        },
        { extends: true, test: { name: 'server render', environment: 'node', include: SERVER_RENDER_TESTS } },
      ],
    },
  }),
)
