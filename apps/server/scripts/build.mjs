// Bundles the server into dist/server.js. @app/shared (TypeScript source) and our own modules
// are inlined; every npm package stays external and is loaded from node_modules at run time.
// Migrations (drizzle/) and demo photos (assets/) are read from the package folder, which
// dist/server.js locates from its own URL, so nothing needs copying.
import { build } from 'esbuild'
import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Bare imports are npm packages (external), except our workspace's @app/* source. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./#]/ }, (args) => (args.path.startsWith('@app/') ? undefined : { external: true }))
  },
}

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true })
const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'info',
  metafile: true,
})
if (result.errors.length > 0) process.exit(1)
