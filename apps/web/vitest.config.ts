import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      restoreMocks: true,
      // A form walked with userEvent in jsdom takes a few seconds on a busy 2-core machine; the
      // default 5 s made such tests fail on load, not on behaviour.
      testTimeout: 15_000,
    },
  }),
)
