import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from '#src/app'
import { parseConfig, type Config } from '#src/config'
import { createTestDatabase } from './test-database'

export interface TestApp {
  app: FastifyInstance
  config: Config
  /** This app's DATA_DIR (uploads, outbox, secrets), removed on close. */
  dataDir: string
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

/**
 * `buildApp(testConfig)` on a fresh database of the running project's engine, with its own
 * DATA_DIR and no web build (fastify/demo test/helper.ts). `env` overrides the environment.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: BuildAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-test-'))
  const testDatabase = await createTestDatabase()
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    WEB_SSR_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://kisansetu.test',
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    ...env,
  })
  const app = await buildApp(config, { ...options, ...(testDatabase.database ? { database: testDatabase.database } : {}) })
  await app.ready()
  return {
    app,
    config,
    dataDir,
    kind: testDatabase.kind,
    async close() {
      await app.close()
      await testDatabase.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
