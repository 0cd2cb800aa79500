// Loads many listings into the embedded database (PGlite) at `<DATA_DIR>/db` before the server
// starts on it, for `npm run bench:web`: Browse is measured against a marketplace of real size.
// The same loader as `npm run bench:api` (apps/server/scripts/bench-common.ts).
// Usage: node --import tsx e2e/scripts/seed-bench-listings.ts <DATA_DIR> <count>
import path from 'node:path'
import { openPglite } from '../../apps/server/src/db/client'
import { loadListings } from '../../apps/server/scripts/bench-common'

const [dataDir, count] = process.argv.slice(2)
if (!dataDir || !count) throw new Error('usage: seed-bench-listings.ts <DATA_DIR> <count>')
const database = await openPglite({ dataDir: path.join(dataDir, 'db') })
try {
  await database.migrate()
  await loadListings(database.db, Number(count))
} finally {
  await database.close()
}
