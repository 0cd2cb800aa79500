import { defineConfig } from 'vitest/config'

/**
 * Crash, outage and scale-out tests: the built server (dist/server.js, so run after `npm run
 * build`) as real processes, killed, cut off from PostgreSQL, and run as two instances on
 * PostgreSQL and Redis. One file at a time: each starts server processes, and two cores are all CI
 * has.
 */
export default defineConfig({
  test: {
    include: ['test/resilience/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
})
