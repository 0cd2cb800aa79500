/**
 * `npm run audit:verify`: walks the audit log's hash chain on the configured database
 * (DATABASE_URL, else the embedded one under DATA_DIR) and prints OK with the number of entries and
 * the last hash, or the first entry that breaks the chain, and then exits with 1. See
 * docs/operations.md ("Audit log"). Stop the server first when it uses the embedded database:
 * PGlite allows one process at a time.
 */
import { loadConfig } from '#src/config'
import { openDatabase } from '#src/db/client'
import { describeChainCheck, verifyAuditChain } from '#src/modules/audit/audit.verify'

async function main() {
  const database = await openDatabase(loadConfig())
  try {
    const check = await verifyAuditChain(database.db)
    process.stdout.write(`${describeChainCheck(check)}\n`)
    if (!check.ok) process.exitCode = 1
  } finally {
    await database.close()
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`)
  process.exit(2)
})
