// Runs after `vite build` (see package.json): renders the public pages to HTML through the real
// routes, writes the spa.html shell for every other client route, and pre-compresses the output.
// The page a visitor first opens is readable before its JavaScript runs, on a slow rural connection too.
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'vite'

const webDir = fileURLToPath(new URL('..', import.meta.url))
const distDir = path.join(webDir, 'dist')
// Inside the package so the bundle's bare imports (react, react-router) resolve from node_modules.
const ssrDir = path.join(webDir, 'node_modules', '.prerender')

/** The public pages and the route module(s) each one shows (for preloading their chunks). */
const PAGES = [
  { pathname: '/', file: 'index.html', module: 'src/app/routes/landing.tsx' },
  { pathname: '/signin', file: 'signin/index.html', module: 'src/app/routes/signin.tsx' },
  { pathname: '/signup', file: 'signup/index.html', module: 'src/app/routes/signup.tsx' },
  { pathname: '/forgot-password', file: 'forgot-password/index.html', module: 'src/app/routes/forgot-password.tsx' },
  // The information pages. The weather screen sits in the data area (React Query), whose
  // layout chunk it needs too.
  { pathname: '/weather', file: 'weather/index.html', module: ['src/app/routes/data-area.tsx', 'src/app/routes/weather.tsx'] },
  { pathname: '/FarmLaw', file: 'FarmLaw/index.html', module: 'src/app/routes/farm-law.tsx' },
  { pathname: '/SeasonalGuide', file: 'SeasonalGuide/index.html', module: 'src/app/routes/seasonal-guide.tsx' },
  { pathname: '/contact-us', file: 'contact-us/index.html', module: 'src/app/routes/contact-us.tsx' },
]

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/
const ROOT_MARKER = '<div id="root"><!--app-html--></div>'

async function buildServerEntry() {
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
    },
  })
  const entry = (await readdir(ssrDir)).find((name) => /^entry-server\.m?js$/.test(name))
  if (!entry) throw new Error(`The server build wrote no entry-server.js to ${ssrDir}`)
  return import(pathToFileURL(path.join(ssrDir, entry)).href)
}

/** The JS files a route module needs that the shell does not already load, in load order. */
function routeChunks(manifest, moduleId, template) {
  const files = []
  const seen = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
    const href = `/${chunk.file}`
    if (!template.includes(`"${href}"`)) files.push(href)
  }
  if (!manifest[moduleId]) throw new Error(`The build manifest has no chunk for ${moduleId}`)
  visit(moduleId)
  return files
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function fillPage(template, { html, preloads }) {
  if (!template.includes(ROOT_MARKER)) throw new Error('dist/index.html lost its root marker')
  // React renders a screen's <title> with the screen; in the built page it belongs in the head.
  const titleMatch = html.match(/<title>([\s\S]*?)<\/title>/)
  const body = titleMatch ? html.replace(titleMatch[0], '') : html
  let page = template.replace(ROOT_MARKER, `<div id="root" data-prerendered>${body}</div>`)
  if (titleMatch) page = page.replace(/<title>[\s\S]*?<\/title>/, titleMatch[0])
  const links = preloads.map((href) => `    <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">\n`).join('')
  return page.replace('</head>', `${links}  </head>`)
}

async function compressTree(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      await compressTree(full)
    } else if (COMPRESSIBLE.test(entry.name)) {
      const content = await readFile(full)
      await writeFile(
        `${full}.br`,
        brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        }),
      )
      await writeFile(`${full}.gz`, gzipSync(content, { level: 9 }))
    }
  }
}

async function main() {
  const templatePath = path.join(distDir, 'index.html')
  const manifestPath = path.join(distDir, '.vite', 'manifest.json')
  if (!existsSync(templatePath) || !existsSync(manifestPath))
    throw new Error('Run `vite build` first: dist/index.html or its manifest is missing')
  const template = await readFile(templatePath, 'utf8')
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'))

  const server = await buildServerEntry()

  for (const page of PAGES) {
    const html = await server.render(page.pathname)
    const preloads = [...new Set([page.module].flat().flatMap((module) => routeChunks(manifest, module, template)))]
    const target = path.join(distDir, page.file)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, fillPage(template, { html, preloads }))
    console.log(`pre-rendered ${page.pathname} -> dist/${page.file}`)
  }

  const shell = template.replace(ROOT_MARKER, `<div id="root">${server.renderLoadingShell()}</div>`)
  await writeFile(path.join(distDir, 'spa.html'), shell)
  console.log('wrote dist/spa.html')

  // The manifest is a build input for this script only; it must not be served.
  await rm(path.join(distDir, '.vite'), { recursive: true, force: true })
  await rm(ssrDir, { recursive: true, force: true })
  await compressTree(distDir)
  console.log('wrote .br and .gz siblings')
}

await main()
