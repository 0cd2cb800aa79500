// Runs after `vite build` (see package.json). Renders the public pages in every language through
// the app's own server entry (src/entry-server.tsx), writes each language's shell (spa.html) for
// every other client route, leaves the renderer and the templates of the pages the server renders
// for each request in dist-ssr/ (never served), with the hashes the Content-Security-Policy must
// allow for the stylesheet every page carries inline, and pre-compresses dist/.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'vite'

const webDir = fileURLToPath(new URL('..', import.meta.url))
const distDir = path.join(webDir, 'dist')
// Inside the package, so the renderer's bare imports (react, react-router) resolve from node_modules.
const ssrDir = path.join(webDir, 'dist-ssr')
const TEMPLATES_FILE = 'pages.json'
/** The Content-Security-Policy sources of the `<style>` elements the pages carry, for the server's header. */
const STYLE_SOURCES_FILE = 'style-sources.json'
const HEAD_MARKER = '<!--app-head-->'
const ROOT_MARKER = '<div id="root"><!--app-html--></div>'
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/
/** Where the site is served, for the pages' absolute addresses (canonical, `hreflang`, Open Graph). */
const PUBLIC_URL = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '')

async function buildRenderer() {
  await build({
    root: webDir,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
  })
  return import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)
}

/** The entry's tag and the module preloads, as `vite build` writes them into dist/index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const modulePreload = (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`

/**
 * The template with its stylesheet written into a `<style>` element, and the CSP source (its hash)
 * that lets it apply: the first paint then waits for the HTML alone, not for a second round trip.
 */
async function inlineStylesheet(template) {
  const link = template.match(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/)
  if (!link) throw new Error('dist/index.html links no stylesheet')
  const css = await readFile(path.join(distDir, link[1]), 'utf8')
  if (/<\/style/i.test(css)) throw new Error(`${link[1]} cannot be written inside a <style> element`)
  return {
    template: template.replace(link[0], () => `<style>${css}</style>`),
    styleSource: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  }
}

/** The JS files a module needs beyond the entry's own (which the template loads already). */
function chunksOf(manifest, key, template) {
  const files = []
  const visit = (name) => {
    const chunk = manifest[name]
    if (!chunk) throw new Error(`The build manifest has no chunk for ${name}`)
    for (const imported of chunk.imports ?? []) visit(imported)
    const href = `/${chunk.file}`
    if (!template.includes(`"${href}"`) && !files.includes(href)) files.push(href)
  }
  visit(key)
  return files
}

/** The compiled catalogue `messages/locales/<folder><locale>.json`, one of the app's dynamic imports. */
function catalogueChunk(manifest, locale, folder = '') {
  const key = Object.keys(manifest).find((name) => name.includes(`/messages/locales/${folder}${locale}.json`))
  if (!key) throw new Error(`The build manifest has no catalogue ${folder}${locale}`)
  return `/${manifest[key].file}`
}

/**
 * The template in `locale`: its language and its catalogue, preloaded. The pages React draws write
 * their own description; the shell (spa.html) is given the site's.
 */
function localeTemplate(template, { locale, catalogue }) {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="ltr"`)
    .replace(HEAD_MARKER, `${modulePreload(catalogue)}\n    ${HEAD_MARKER}`)
}

/** A page's template with `tags` added to its head (the marker stays for what the server adds). */
const withHead = (template, tags) => template.replace(HEAD_MARKER, `${tags.join('\n    ')}\n    ${HEAD_MARKER}`)

/**
 * A template for a page React draws in advance: its scripts are named on public/start-after-paint.js,
 * which starts them once the page is on screen, instead of being requested with the HTML.
 */
function startingAfterPaint(template) {
  const entry = template.match(ENTRY_SCRIPT)
  if (!entry) throw new Error('The template has no entry script')
  const modules = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  const starter = `<script src="/start-after-paint.js" data-entry="${escapeHtml(entry[1])}" data-modules="${escapeHtml(modules.join(' '))}" defer></script>`
  return template.replace(MODULE_PRELOAD, '').replace(entry[0], () => starter)
}

/** The page as React drew it: its head (title, description, addresses, Open Graph) in the head, the rest in the root. */
function fillPage(template, { head, html }) {
  return template.replace(HEAD_MARKER, () => head).replace(ROOT_MARKER, () => `<div id="root" data-server-rendered>${html}</div>`)
}

async function compressTree(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) await compressTree(full)
    else if (COMPRESSIBLE.test(entry.name)) {
      const content = await readFile(full)
      const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length }
      await writeFile(`${full}.br`, brotliCompressSync(content, { params }))
      await writeFile(`${full}.gz`, gzipSync(content, { level: 9 }))
    }
  }
}

async function write(file, content) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, content)
  console.log(`wrote ${path.relative(webDir, file)}`)
}

async function main() {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json')
  const templatePath = path.join(distDir, 'index.html')
  if (!existsSync(manifestPath) || !existsSync(templatePath))
    throw new Error('Run `vite build` first: dist/index.html or its manifest is missing')
  const { template, styleSource } = await inlineStylesheet(await readFile(templatePath, 'utf8'))
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'))
  const renderer = await buildRenderer()
  const serverTemplates = Object.fromEntries(renderer.SERVER_RENDERED_PAGES.map((page) => [page.name, {}]))

  for (const locale of renderer.LOCALES) {
    const texts = await renderer.shellTexts(locale)
    const base = localeTemplate(template, { locale, catalogue: catalogueChunk(manifest, locale) })
    const folder = path.join(distDir, locale === 'en' ? '' : locale)

    for (const page of renderer.PRE_RENDERED_PAGES) {
      const chunks = [...chunksOf(manifest, page.module, template), ...(page.info ? [catalogueChunk(manifest, locale, 'info/')] : [])]
      const pageTemplate = startingAfterPaint(withHead(base, chunks.map(modulePreload)))
      const rendered = await renderer.render({ url: page.pathname, locale, publicUrl: PUBLIC_URL })
      await write(path.join(folder, page.file), fillPage(pageTemplate, rendered))
    }

    // The server fills the head and the root of these for each request (apps/server/src/plugins/ssr.ts).
    for (const page of renderer.SERVER_RENDERED_PAGES) {
      serverTemplates[page.name][locale] = startingAfterPaint(withHead(base, chunksOf(manifest, page.module, template).map(modulePreload)))
    }

    const description = `<meta name="description" content="${escapeHtml(texts.description)}">`
    const loading = `<div id="root"><div class="app-loading" role="status">${escapeHtml(texts.loading)}</div></div>`
    await write(path.join(folder, 'spa.html'), base.replace(HEAD_MARKER, description).replace(ROOT_MARKER, loading))
  }

  await write(path.join(ssrDir, TEMPLATES_FILE), JSON.stringify(serverTemplates))
  await write(path.join(ssrDir, STYLE_SOURCES_FILE), JSON.stringify([styleSource]))
  // The manifest is a build input for this script only; it must not be served.
  await rm(path.join(distDir, '.vite'), { recursive: true, force: true })
  await compressTree(distDir)
  console.log('wrote .br and .gz siblings')
}

await main()
