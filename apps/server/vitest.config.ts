import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

/** Tests that build no app and touch no database run once, outside the database projects. */
const UNIT_TESTS = ['src/config.test.ts', 'src/lib/**/*.test.ts', 'src/db/demo-data/**/*.test.ts']
const ALL_TESTS = ['src/**/*.test.ts', 'test/security/**/*.test.ts', 'test/hostile/**/*.test.ts']
/**
 * The tests of what is stored (uploads, their links and clean-up, quotas, private documents,
 * db:reset) run a second time with the files in an S3-compatible bucket (s3rver, started by the
 * project's global setup), on PGlite: the storage code is the same whatever the database.
 */
const STORAGE_TESTS = ['src/modules/images/**/*.test.ts', 'src/modules/verification/**/*.test.ts', 'src/db/seed.test.ts']

/**
 * Integration tests run once per database, so the embedded database cannot hide a difference from
 * production: always on embedded PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. Each
 * project's global setup prepares a migrated template; every test file gets its own copy
 * (test/test-database.ts).
 */
const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'unit', include: UNIT_TESTS } },
  {
    extends: true,
    test: {
      name: 'pglite',
      include: ALL_TESTS,
      exclude: UNIT_TESTS,
      globalSetup: ['test/global-setup.pglite.ts'],
    },
  },
  {
    extends: true,
    test: {
      name: 's3',
      include: STORAGE_TESTS,
      globalSetup: ['test/global-setup.pglite.ts', 'test/global-setup.s3.ts'],
    },
  },
]
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: 'postgres',
      include: ALL_TESTS,
      exclude: UNIT_TESTS,
      globalSetup: ['test/global-setup.postgres.ts'],
    },
  })
}

export default defineConfig({
  test: {
    projects,
    // argon2 and database start-up are CPU-bound; two cores run two files at a time at most.
    maxWorkers: 2,
    // Files share a worker's module graph instead of importing the app afresh each (about 2 s of
    // CPU a file): PGlite's run went from 330 s to 202 s, PostgreSQL's from about 190 s to 67 s.
    // Nothing is shared through it: each file builds its own app on its own database.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
