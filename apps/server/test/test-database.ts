import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { openPglite, type Database } from '#src/db/client'
import { dropDatabase, withAdminClient, withDatabaseName } from './postgres-admin'
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
    await cloneTemplate(adminUrl, template, name)
    return {
      kind: 'postgres',
      databaseUrl: withDatabaseName(adminUrl, name),
      drop: () => dropDatabase(adminUrl, name),
    }
  }
  const dump = await readFile(inject('pgliteDumpPath'))
  const database = await openPglite({ loadDataDir: new Blob([dump]) })
  return { kind: 'pglite', database, drop: () => database.close() }
}

/** PostgreSQL refuses a clone while another clone of the same template is starting; retry then. */
async function cloneTemplate(adminUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`))
      return
    } catch (err) {
      const inUse = (err as { code?: string }).code === '55006'
      if (!inUse || attempt >= 20) throw err
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
    }
  }
}
