// Playwright's webServer command. Playwright starts the webServer BEFORE globalSetup, so the
// fresh DATA_DIR and database must be prepared here, right before the server starts.
// The environment comes from e2e/fixtures/server-env.ts (playwright.config.ts passes it).
// Run with `node --import tsx`: @app/test-support is TypeScript source.
import { rm, mkdir } from 'node:fs/promises'
import { createDatabase } from '@app/test-support/postgres'
import { isBuilt, serverProcessEnv, spawnServer, SERVER_ENTRY } from './server-process.mjs'

if (!isBuilt()) {
  console.error(`${SERVER_ENTRY} or the web build is missing: run \`npm run build\` first.`)
  process.exit(1)
}

const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('DATA_DIR is not set')
await rm(dataDir, { recursive: true, force: true })
await mkdir(dataDir, { recursive: true })

const overrides = {}
if (process.env.TEST_DATABASE_URL) {
  const name = process.env.E2E_DATABASE_NAME ?? 'kisansetu_e2e'
  // A crashed earlier run may have left the database behind: start from an empty one.
  overrides.DATABASE_URL = await createDatabase(process.env.TEST_DATABASE_URL, name, { replace: true })
  console.log(`e2e server: PostgreSQL database ${name}`)
} else {
  console.log(`e2e server: embedded PGlite in ${dataDir}`)
}
if (process.env.E2E_REDIS_URL) overrides.REDIS_URL = process.env.E2E_REDIS_URL

const child = spawnServer(serverProcessEnv(overrides))
// Playwright stops the webServer with SIGTERM to the whole process group (and a terminal's
// Ctrl+C reaches the group too), so the server already gets the signal; forwarding it would
// count as a second signal and cut its graceful shutdown short. Stay alive until it exits.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => {})
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
