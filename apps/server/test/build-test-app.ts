import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from '#src/app'
import { parseConfig, type Config } from '#src/config'
import { createTestDatabase } from './test-database'
import { createTestFiles, type TestFiles } from './test-files'

export interface TestApp {
  app: FastifyInstance
  config: Config
  /** This app's DATA_DIR (uploads, outbox, secrets), removed on close. */
  dataDir: string
  kind: 'pglite' | 'postgres'
  /** Where its uploads and private documents are kept (DATA_DIR, or a bucket on the s3 project), and what is there. */
  files: TestFiles
  close(): Promise<void>
}

/**
 * `buildApp(testConfig)` on a fresh database of the running project's engine, with its own
 * DATA_DIR and no web build (fastify/demo test/helper.ts). `env` overrides the environment.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: BuildAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-test-'))
  const testDatabase = await createTestDatabase()
  const files = await createTestFiles(dataDir)
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    WEB_SSR_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://kisansetu.test',
    // No demo data at start, so no demo mandi rates made behind every test's back; a test of
    // either sets it.
    SEED_DEMO_DATA: 'false',
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    ...files.env,
    ...env,
  })
  const app = await buildApp(config, { ...options, ...(testDatabase.database ? { database: testDatabase.database } : {}) })
  await app.ready()
  return {
    app,
    config,
    dataDir,
    kind: testDatabase.kind,
    files,
    async close() {
      await app.close()
      await testDatabase.drop()
      await files.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
