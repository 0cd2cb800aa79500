/**
 * `npm run db:reset`: empties every table and the uploads, then loads the demo data again.
 * Stop the server first when it uses the embedded database: PGlite allows one process at a time.
 */
import { rm } from 'node:fs/promises'
import { loadConfig } from '#src/config'
import { openDatabase } from '#src/db/client'
import { loadCropNames } from '#src/db/crop-names'
import { loadPincodes } from '#src/db/pincodes'
import { emptyDatabase, loadDemoData, seedDemoData } from '#src/db/seed'
import { createDiskStorage, privateDir, uploadsDir as uploadsDirOf } from '#src/lib/storage'

function write(line: string) {
  process.stdout.write(`${line}\n`)
}

async function main() {
  const config = loadConfig()
  if (config.isProduction && !process.argv.includes('--force')) {
    throw new Error('NODE_ENV=production: this would erase real data. Run with --force if you mean it.')
  }
  const database = await openDatabase(config)
  try {
    await database.migrate()
    const uploadsDir = uploadsDirOf(config.dataDir)
    await emptyDatabase(database.db, uploadsDir)
    // The private documents belonged to rows now gone.
    await rm(privateDir(config.dataDir), { recursive: true, force: true })
    // Emptying took the PIN codes and the crop names too; a server still running on this database
    // answers from them, and the demo listings get their crops from the names as they are written.
    await loadPincodes(database.db)
    await loadCropNames(database.db)
    const seeded = await seedDemoData({ db: database.db, storage: createDiskStorage(uploadsDir) }, await loadDemoData())
    write(`Database reset (${database.kind}): ${seeded.users} users and ${seeded.products} products loaded.`)
  } finally {
    await database.close()
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`)
  process.exit(1)
})
