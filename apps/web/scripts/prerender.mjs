// Runs after `vite build` (see package.json): renders the public pages to HTML through the real
// routes, writes the spa.html shell for every other client route, leaves the renderer and the
// templates of the pages the server renders at run time in dist-ssr/, and pre-compresses dist/.
// The page a visitor first opens is readable before its JavaScript runs, on a slow rural connection too.
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'vite'

const webDir = fileURLToPath(new URL('..', import.meta.url))
const distDir = path.join(webDir, 'dist')
// The renderer stays after the build: the server imports it at run time to render Browse, listings
// and storefronts with their data (apps/server/src/plugins/ssr.ts). Outside dist/, so it is never
// served; inside the package, so the bundle's bare imports (react, react-router) resolve from node_modules.
const ssrDir = path.join(webDir, 'dist-ssr')
/** Each run-time rendered page's template in every language, beside the renderer (plugins/ssr.ts reads it). */
const TEMPLATES_FILE = 'pages.json'

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

/**
 * The shell in one language: `<html lang>`, the description, the preloads of the catalogue parts
 * the page shows in that language, and `hreflang` links to the page in every language.
 */
function localeTemplate(template, { locale, description, catalogues, alternates }) {
  const links = [
    ...catalogues.map((href) => `    <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">\n`),
    ...alternates.map(({ hreflang, href }) => `    <link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">\n`),
  ].join('')
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="ltr"`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(description)}"`)
    .replace('</head>', `${links}  </head>`)
}

/**
 * A page that shows only the shell links the shell's smaller stylesheet, naming the whole one for
 * the first screen beyond it (src/lib/styles.ts).
 */
function withShellStylesheet(template, shellHref) {
  const link = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(template)
  if (!link) throw new Error('dist/index.html links no stylesheet')
  return template.replace(
    link[0],
    `<link rel="stylesheet" crossorigin href="${escapeHtml(shellHref)}" data-all-styles="${escapeHtml(link[1] ?? '')}">`,
  )
}

function preloadLinks(preloads) {
  return preloads.map((href) => `    <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">\n`).join('')
}

/**
 * The page with `html` in its root. A public page's root is marked `data-prerendered`: the app
 * hydrates it for a visitor. A screen shell's is not: the app renders it afresh (src/main.tsx).
 */
function fillPage(template, { html, preloads, hydrates = true }) {
  if (!template.includes(ROOT_MARKER)) throw new Error('dist/index.html lost its root marker')
  // The server's render of a screen carries its <title> (components/layout/page-title.tsx); in the built page it belongs in the head.
  const titleMatch = html.match(/<title>([\s\S]*?)<\/title>/)
  const body = titleMatch ? html.replace(titleMatch[0], '') : html
  let page = template.replace(ROOT_MARKER, `<div id="root"${hydrates ? ' data-prerendered' : ''}>${body}</div>`)
  if (titleMatch) page = page.replace(/<title>[\s\S]*?<\/title>/, titleMatch[0])
  return page.replace('</head>', `${preloadLinks(preloads)}  </head>`)
}

const PAINT_FIRST_TAG = /<script type="module" crossorigin src="\/paint-first\.js" data-entry="([^"]+)"/

/** The scripts some page runs as it starts (paint-first, its entry and the modules it preloads): see markCompiledOnLoad. */
const startingScripts = new Set()

/**
 * The page's scripts start downloading after its first paint: each modulepreload link becomes a
 * name in the paint-first script's `data-modules`, which /paint-first.js preloads once the page is
 * drawn. On a slow connection the HTML, the stylesheet and the first photo then have the bandwidth
 * to themselves, and the scripts, which only make the drawn page respond, come next.
 */
function afterPaint(html) {
  const links = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g
  const modules = [...html.matchAll(links)].map((match) => match[1])
  const [tag, entry] = PAINT_FIRST_TAG.exec(html) ?? []
  if (!tag || !entry) throw new Error('dist/index.html lost its paint-first script')
  for (const href of ['/paint-first.js', entry, ...modules]) startingScripts.add(href)
  return html.replace(links, '').replace(tag, `${tag} data-modules="${modules.join(' ')}"`)
}

/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions compiled
 * as it streams in, on a background thread, instead of each on the main thread the first time it is
 * called. On a slow phone those first calls made up much of the tasks that hydrate a page (measured
 * with a CPU profile); Chromium 136 and later read it, other browsers see a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Puts the compile hint at the top of the scripts pages run as they start. Only those: compiling
 * code that may never run (a chart, a dialog) would cost the phone time and memory for nothing.
 */
async function markCompiledOnLoad(hrefs) {
  for (const href of hrefs) {
    const file = path.join(distDir, href)
    const code = await readFile(file, 'utf8')
    if (!code.startsWith(COMPILE_HINT)) await writeFile(file, COMPILE_HINT + code)
  }
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

/** Where the site is served, for the absolute `hreflang` addresses search engines ask for. */
const PUBLIC_URL = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '')

/**
 * The catalogue parts a page shows, as files in `locale`: `main` (the shell's), `screens` (every
 * page's but the landing page's, see lib/lazy-page.tsx) and those its route modules' own chunks
 * import (the entry's chunk names every part, as lazy-page does, and is skipped).
 */
function catalogueChunks(manifest, catalogueFiles, { modules, shellOnly }, locale) {
  const parts = new Set(shellOnly ? ['main'] : ['main', 'screens'])
  const partOfFile = new Map(Object.entries(catalogueFiles).map(([name, file]) => [file, name.split('/')[0]]))
  const seen = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || chunk.isEntry || seen.has(key)) return
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
    for (const dynamic of chunk.dynamicImports ?? []) {
      const part = partOfFile.get(manifest[dynamic]?.file)
      if (part) parts.add(part)
    }
  }
  modules.forEach(visit)
  return [...parts].map((part) => `/${catalogueFiles[`${part}/${locale}`]}`)
}

async function main() {
  const templatePath = path.join(distDir, 'index.html')
  const manifestPath = path.join(distDir, '.vite', 'manifest.json')
  const cataloguesPath = path.join(distDir, '.vite', 'catalogues.json')
  const stylesPath = path.join(distDir, '.vite', 'styles.json')
  if (![templatePath, manifestPath, cataloguesPath, stylesPath].every(existsSync))
    throw new Error('Run `vite build` first: dist/index.html or its manifest is missing')
  const template = await readFile(templatePath, 'utf8')
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'))
  const catalogueFiles = JSON.parse(await readFile(cataloguesPath, 'utf8'))
  const styles = JSON.parse(await readFile(stylesPath, 'utf8'))

  const server = await buildServerEntry()
  const serverTemplates = Object.fromEntries(server.SERVER_RENDERED_PAGES.map((page) => [page.name, {}]))

  for (const locale of server.LOCALES) {
    const head = await server.renderHead(locale)
    for (const page of server.PRE_RENDERED_PAGES) {
      const modules = [page.module].flat()
      const html = await server.render(page.pathname, locale)
      const preloads = [...new Set(modules.flatMap((module) => routeChunks(manifest, module, template)))]
      const alternates = [
        ...server.LOCALES.map((other) => ({ hreflang: other, href: PUBLIC_URL + server.localePath(other, page.pathname) })),
        { hreflang: 'x-default', href: PUBLIC_URL + page.pathname },
      ]
      const catalogues = catalogueChunks(manifest, catalogueFiles, { modules, shellOnly: page.shellOnly }, locale)
      const pageTemplate = page.shellOnly ? withShellStylesheet(template, `/${styles.shell}`) : template
      const localized = localeTemplate(pageTemplate, { locale, description: head.description, catalogues, alternates })
      const target = path.join(distDir, locale === 'en' ? '' : locale, page.file)
      await mkdir(path.dirname(target), { recursive: true })
      await writeFile(target, afterPaint(fillPage(localized, { html, preloads })))
      console.log(`pre-rendered ${server.localePath(locale, page.pathname)} -> ${path.relative(webDir, target)}`)
    }

    // The signed-in screens' shells (src/app/screen-shells.ts). Not for search engines: no alternates.
    for (const shell of server.SCREEN_SHELLS) {
      const html = await server.renderScreenShell(shell.pathname, shell.role, locale)
      const preloads = [...new Set(shell.modules.flatMap((module) => routeChunks(manifest, module, template)))]
      const catalogues = catalogueChunks(manifest, catalogueFiles, { modules: shell.modules, shellOnly: false }, locale)
      const localized = localeTemplate(template, { locale, description: head.description, catalogues, alternates: [] })
      const target = path.join(distDir, locale === 'en' ? '' : locale, shell.pathname.slice(1), 'index.html')
      await mkdir(path.dirname(target), { recursive: true })
      await writeFile(target, afterPaint(fillPage(localized, { html, preloads, hydrates: false })))
      console.log(`drew the shell of ${server.localePath(locale, shell.pathname)} -> ${path.relative(webDir, target)}`)
    }

    // The run-time rendered pages: the shell in this language with the page's catalogue parts and
    // chunks preloaded and the root left for the server to fill; the server writes the head's
    // page-specific tags (hreflang included, from its own PUBLIC_URL).
    for (const page of server.SERVER_RENDERED_PAGES) {
      const modules = [...page.modules]
      const preloads = [...new Set(modules.flatMap((module) => routeChunks(manifest, module, template)))]
      const catalogues = catalogueChunks(manifest, catalogueFiles, { modules, shellOnly: false }, locale)
      const localized = localeTemplate(template, { locale, description: head.description, catalogues, alternates: [] })
      serverTemplates[page.name][locale] = afterPaint(localized.replace('</head>', `${preloadLinks(preloads)}  </head>`))
    }

    const catalogues = catalogueChunks(manifest, catalogueFiles, { modules: [], shellOnly: false }, locale)
    const shellTemplate = localeTemplate(template, { locale, description: head.description, catalogues, alternates: [] })
    const shell = shellTemplate.replace(ROOT_MARKER, `<div id="root">${await server.renderLoadingShell(locale)}</div>`)
    const shellTarget = path.join(distDir, locale === 'en' ? '' : locale, 'spa.html')
    await mkdir(path.dirname(shellTarget), { recursive: true })
    await writeFile(shellTarget, afterPaint(shell))
    console.log(`wrote ${path.relative(webDir, shellTarget)}`)
  }

  await writeFile(path.join(ssrDir, TEMPLATES_FILE), JSON.stringify(serverTemplates))
  console.log(`wrote ${path.relative(webDir, path.join(ssrDir, TEMPLATES_FILE))}`)

  // The manifest is a build input for this script only; it must not be served.
  await rm(path.join(distDir, '.vite'), { recursive: true, force: true })
  await markCompiledOnLoad(startingScripts)
  console.log(`marked ${startingScripts.size} scripts to be compiled as they load`)
  await compressTree(distDir)
  console.log('wrote .br and .gz siblings')
}

await main()
