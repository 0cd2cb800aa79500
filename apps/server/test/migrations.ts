import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SQL } from 'drizzle-orm'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { expect, inject } from 'vitest'
import { createDatabase, dropDatabase } from '@app/test-support/postgres'
import { MIGRATIONS_DIR, openPglite, openPostgres, type Database } from '#src/db/client'
import './provided-context'

/**
 * For tests of a migration on a database with rows in it: a copy of the migrations that stops
 * just before it, an empty database of the running project's engine to migrate that far, fill the
 * old way, then migrate the rest of the way.
 */

interface Journal {
  entries: { tag: string }[]
}

/** A copy of the migrations folder that ends just before `tag`. */
export async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kisansetu-migrations-'))
  await cp(MIGRATIONS_DIR, dir, { recursive: true })
  const journalPath = path.join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal
  const index = journal.entries.findIndex((entry) => entry.tag === tag)
  expect(index, `${tag} is in the journal`).toBeGreaterThan(0)
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }))
  return dir
}

/** An empty database of the running project's engine (PGlite, or PostgreSQL in the postgres project), and how to remove it. */
export async function openEmptyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl')
  if (adminUrl) {
    const name = `kisansetu_migration_${randomBytes(6).toString('hex')}`
    return { database: await openPostgres(await createDatabase(adminUrl, name)), drop: () => dropDatabase(adminUrl, name) }
  }
  return { database: await openPglite(), drop: async () => {} }
}

/** Runs the migrations of `folder` on `on`. */
export async function migrateTo(folder: string, on: Database): Promise<void> {
  if (on.kind === 'pglite') await migratePglite(on.db as unknown as PgliteDatabase, { migrationsFolder: folder })
  else await migratePg(on.db as unknown as NodePgDatabase, { migrationsFolder: folder })
}

/** The rows a raw query answers on `on`. */
export async function rows<T>(query: SQL, on: Database): Promise<T[]> {
  return ((await on.db.execute(query)) as unknown as { rows: T[] }).rows
}
