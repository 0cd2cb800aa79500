import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

/** Tests of rendering on the server (no window, no document): `*.ssr.test.tsx`. */
const SERVER_RENDER_TESTS = ['src/**/*.ssr.test.tsx']

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        setupFiles: ['./src/testing/setup.ts'],
        css: false,
        restoreMocks: true,
        // A form walked with userEvent in jsdom, on React's development build, takes seconds on a busy
        // two-core machine: the default 5 s would fail such tests on load, not on behaviour.
        testTimeout: 30_000,
        // Vitest's default leaves one of the two cores idle.
        maxWorkers: 2,
        projects: [
          {
            extends: true,
            test: {
              name: 'dom',
              environment: 'jsdom',
              exclude: [...configDefaults.exclude, ...SERVER_RENDER_TESTS],
              // One jsdom and one module graph per worker instead of per file, which takes a third of
              // the time. The setup file resets what the screens share (the
              // session, the query cache, toasts, request handlers) before each test, and a test that
              // replaces a global does it with vi.spyOn, which restoreMocks undoes.
              isolate: false,
            },
          },
          { extends: true, test: { name: 'server render', environment: 'node', include: SERVER_RENDER_TESTS } },
        ],
      },
    }),
  ),
)
