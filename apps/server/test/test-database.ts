import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, inject } from 'vitest'
import { createDatabase, dropDatabase } from '@app/test-support/postgres'
import { openPglite, openPostgres, type Database } from '#src/db/client'
import './provided-context'

export interface TestDatabase {
  /** Which engine this test file runs on; test names show it through the project name too. */
  kind: 'pglite' | 'postgres'
  /** An open PGlite to hand to buildApp (pglite project). */
  database?: Database
  /** DATABASE_URL of this file's own PostgreSQL database (postgres project). */
  databaseUrl?: string
  /** Removes what `createTestDatabase` made; call after the app is closed. */
  drop(): Promise<void>
}

/** A fresh, migrated, empty database for one test file, on the engine of the running project. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('postgresTemplate')
  const adminUrl = inject('postgresAdminUrl')
  if (template && adminUrl) {
    const name = `kisansetu_test_${randomBytes(6).toString('hex')}`
    return {
      kind: 'postgres',
      databaseUrl: await createDatabase(adminUrl, name, { template }),
      drop: () => dropDatabase(adminUrl, name),
    }
  }
  const dump = await readFile(inject('pgliteDumpPath'))
  const database = await openPglite({ loadDataDir: new Blob([dump]) })
  return { kind: 'pglite', database, drop: () => database.close() }
}

/**
 * A fresh database of the running project's engine, open for the test file that calls this (at its
 * top level) and dropped after it: the getter gives it to the file's tests.
 */
export function useOpenTestDatabase(): () => Database {
  let testDatabase: TestDatabase | undefined
  let database: Database | undefined
  beforeAll(async () => {
    testDatabase = await createTestDatabase()
    database = testDatabase.database ?? (await openPostgres(testDatabase.databaseUrl!))
  })
  afterAll(async () => {
    if (testDatabase?.kind === 'postgres') await database?.close()
    await testDatabase?.drop()
  })
  return () => {
    if (!database) throw new Error('the test database opens before the tests run')
    return database
  }
}
