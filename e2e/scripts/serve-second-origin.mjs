// Playwright's webServer command for the cross-origin test: builds the web app with its API at
// the e2e server's address (VITE_API_URL) into a folder of its own, then serves it from a second
// origin with Vite's preview server (history fallback included). The e2e server lists that origin
// in CORS_ORIGINS (fixtures/server-env.ts), as an operator would for a partner's site.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const webDir = path.resolve(e2eDir, '..', 'apps', 'web')
// The web workspace's own Vite, wherever npm placed it.
const viteBin = path.join(path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js')
const outDir = path.join(e2eDir, '.second-origin')
const apiUrl = process.env.SECOND_ORIGIN_API_URL
const port = process.env.SECOND_ORIGIN_PORT
if (!apiUrl || !port) throw new Error('SECOND_ORIGIN_API_URL and SECOND_ORIGIN_PORT must be set')

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, ...args], {
      cwd: webDir,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    })
    for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite ${args[0]} exited with ${code}`))))
  })
}

await run(['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { VITE_API_URL: apiUrl })
await run(['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', port, '--strictPort'], {})
