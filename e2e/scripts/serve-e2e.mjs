// Playwright's webServer command. Playwright starts the webServer BEFORE globalSetup, so the
// fresh DATA_DIR and database must be prepared here, right before the server starts.
// The environment comes from e2e/fixtures/server-env.ts (playwright.config.ts passes it).
// Run with `node --import tsx`: @app/test-support is TypeScript source.
import { spawnSync } from 'node:child_process'
import { rm, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { createDatabase } from '@app/test-support/postgres'
import { OPERATOR_PASSWORD, OPERATOR_POOL } from '../fixtures/operator-pool.ts'
import { isBuilt, REPO_ROOT, SERVER_LOG_NAME, serverProcessEnv, spawnServer, SERVER_ENTRY, teeServerLog } from './server-process.mjs'

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

// The operators the browser tests sign in as (fixtures/operator.ts), made as a deployment makes its
// first ones: with `npm run admin:create`, before the server starts (the embedded database is one
// process's at a time). The demo data still loads: operators do not count as a market's accounts.
const operators = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'apps/server/scripts/admin-create.ts',
    ...OPERATOR_POOL.flatMap((email) => ['--email', email]),
    '--name',
    'E2E Operator',
  ],
  { cwd: REPO_ROOT, env: serverProcessEnv({ ...overrides, ADMIN_PASSWORD: OPERATOR_PASSWORD }), stdio: ['ignore', 'ignore', 'inherit'] },
)
if (operators.status !== 0) throw new Error(`admin:create failed (exit ${operators.status})`)

// The whole log goes to DATA_DIR/server.log, so that after the suite it can be searched for
// secrets (scripts/test.mjs): at info, every request and every mail is in it. The console shows
// only warnings and errors, or the level E2E_LOG_LEVEL names.
overrides.LOG_LEVEL = process.env.E2E_LOG_LEVEL ?? 'info'
const child = spawnServer(serverProcessEnv(overrides), ['ignore', 'pipe', 'pipe'])
const logged = teeServerLog(child, path.join(dataDir, SERVER_LOG_NAME), process.env.E2E_LOG_LEVEL ?? 'warn')
// Playwright stops the webServer with SIGTERM to the whole process group (and a terminal's
// Ctrl+C reaches the group too), so the server already gets the signal; forwarding it would
// count as a second signal and cut its graceful shutdown short. Stay alive until it exits and
// its last lines are in the log.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => {})
child.on('exit', async (code, signal) => {
  await logged
  process.exit(code ?? (signal ? 1 : 0))
})
