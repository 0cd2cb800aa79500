import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { createDatabase, dropDatabase } from '@app/test-support/postgres'
import { openPostgres } from '#src/db/client'
import { loadCropNames } from '#src/db/crop-names'
import { loadPincodes } from '#src/db/pincodes'
import './provided-context'

/**
 * Migrates a template database and loads its PIN codes once per run; each test file clones it with
 * `CREATE DATABASE … TEMPLATE …` (test/test-database.ts), which is far cheaper than migrating.
 * The name is unique per run, so parallel runs on one server do not collide.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `kisansetu_template_${randomBytes(4).toString('hex')}`
  const templateUrl = await createDatabase(adminUrl, name)
  const database = await openPostgres(templateUrl)
  try {
    await database.migrate()
    await loadPincodes(database.db)
    await loadCropNames(database.db)
  } finally {
    // A template cannot be cloned while anyone is connected to it.
    await database.close()
  }
  project.provide('postgresTemplate', name)
  project.provide('postgresAdminUrl', adminUrl)
  return async () => {
    await dropDatabase(adminUrl, name)
  }
}
