/**
 * `npm run db:reset`: empties every table and the stored uploads (DATA_DIR or the bucket's
 * `uploads/` and `private/`), then loads the demo data again.
 * Stop the server first when it uses the embedded database: PGlite allows one process at a time.
 */
import { loadConfig } from '#src/config'
import { openDatabase } from '#src/db/client'
import { loadCropNames } from '#src/db/crop-names'
import { loadPincodes } from '#src/db/pincodes'
import { emptyDatabase, loadDemoData, seedDemoData } from '#src/db/seed'
import { openStorages } from '#src/lib/open-storage'

function write(line: string) {
  process.stdout.write(`${line}\n`)
}

async function main() {
  const config = loadConfig()
  if (config.isProduction && !process.argv.includes('--force')) {
    throw new Error('NODE_ENV=production: this would erase real data. Run with --force if you mean it.')
  }
  const database = await openDatabase(config)
  const storages = openStorages(config)
  try {
    await database.migrate()
    await emptyDatabase(database.db, storages.storage)
    // The private documents belonged to rows now gone.
    await storages.privateStorage.clear()
    // Emptying took the PIN codes and the crop names too; a server still running on this database
    // answers from them, and the demo listings get their crops from the names as they are written.
    await loadPincodes(database.db)
    await loadCropNames(database.db)
    const seeded = await seedDemoData({ db: database.db, storage: storages.storage }, await loadDemoData())
    write(`Database reset (${database.kind}, ${storages.backend} storage): ${seeded.users} users and ${seeded.products} products loaded.`)
  } finally {
    storages.close()
    await database.close()
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`)
  process.exit(1)
})
