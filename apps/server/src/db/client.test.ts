import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import { createDatabase, dropDatabase } from '@app/test-support/postgres'
import { MIGRATIONS_DIR, openPostgres } from '#src/db/client'
import '../../test/provided-context'

const adminUrl = inject('postgresAdminUrl')

/**
 * Several instances deployed together start at the same moment and each applies the pending
 * migrations (docs/operations.md). drizzle's migrator takes no lock of its own; without the
 * advisory lock in openPostgres().migrate the second one fails on "already exists".
 */
describe.runIf(adminUrl)('migrations on PostgreSQL', () => {
  it('are applied once when several instances start on an empty database at the same time', async () => {
    const name = `kisansetu_migrate_${randomBytes(6).toString('hex')}`
    const url = await createDatabase(adminUrl, name)
    const instances = await Promise.all([1, 2, 3].map(() => openPostgres(url)))
    try {
      await Promise.all(instances.map((instance) => instance.migrate()))

      const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[]
      }
      const applied = (await instances[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { n: number }[]
      }
      expect(applied.rows[0]!.n).toBe(journal.entries.length)
    } finally {
      await Promise.all(instances.map((instance) => instance.close()))
      await dropDatabase(adminUrl, name)
    }
  })
})
