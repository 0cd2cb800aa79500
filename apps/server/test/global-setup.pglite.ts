import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import type { PGlite } from '@electric-sql/pglite'
import { openPglite } from '#src/db/client'
import { loadCropNames } from '#src/db/crop-names'
import { loadPincodes } from '#src/db/pincodes'
import './provided-context'

/**
 * Migrates one in-memory PGlite, loads the PIN codes and dumps it: each test file loads the dump
 * (about 0.5 s) instead of running initdb, the migrations and the PIN codes' load again (about 4 s).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'kisansetu-pglite-'))
  const database = await openPglite()
  await database.migrate()
  await loadPincodes(database.db)
  await loadCropNames(database.db)
  const client = (database.db as unknown as { $client: PGlite }).$client
  const dump = await client.dumpDataDir('none')
  const dumpPath = path.join(dir, 'migrated.tar')
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteDumpPath', dumpPath)
  return async () => {
    await rm(dir, { recursive: true, force: true })
  }
}
