import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { compile, optimize } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { PRE_RENDERED_PAGES, WEATHER_PAGE } from './src/app/pre-rendered-pages'
import { buyerScreenMessages } from '../../packages/shared/src/messages/buyer-screens'
import { dashboardMessages } from '../../packages/shared/src/messages/dashboards'
import { CATALOGUES } from '../../packages/shared/src/messages/catalogues'
import { en } from '../../packages/shared/src/messages/en'
import { farmerScreenMessages } from '../../packages/shared/src/messages/farmer-screens'
import { infoPageMessages } from '../../packages/shared/src/messages/info'
import { isLocale, LOCALES } from '../../packages/shared/src/messages/locales'
import { notificationMessages } from '../../packages/shared/src/messages/notifications'
import { orderMessages } from '../../packages/shared/src/messages/orders'
import { reviewMessages } from '../../packages/shared/src/messages/reviews'

const CATALOGUE_PREFIX = 'virtual:messages/'

/**
 * Parts of the catalogue that only lazily loaded screens show. Each is its own module
 * (`virtual:messages/<name>`), fetched with those screens, so the landing page's first load does
 * not carry their text. `virtual:messages/main` is everything else.
 */
const LAZY_CATALOGUES: Record<string, Record<string, string>> = {
  'farmer-screens': farmerScreenMessages,
  'info-pages': infoPageMessages,
  'buyer-screens': buyerScreenMessages,
  // Orders, payments, notifications, reviews, receipts and the dashboard: signed-in screens only.
  trade: { ...orderMessages, ...notificationMessages, ...reviewMessages, ...dashboardMessages },
}

const WEB_SRC = fileURLToPath(new URL('./src', import.meta.url))
const SHARED_SRC = fileURLToPath(new URL('../../packages/shared/src', import.meta.url))

/** Catalogue ids a source file names: as a string, or as the start of one (`\`unit.${unit}\``). */
function idsNamedIn(code: string): { exact: string[]; prefixes: string[] } {
  return {
    exact: [...code.matchAll(/['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"`]/g)].map((match) => match[1] ?? ''),
    prefixes: [...code.matchAll(/[`'"]([A-Za-z][\w-]*(?:\.[\w-]+)*\.)(?:\$\{|['"`])/g)].map((match) => match[1] ?? ''),
  }
}

function catalogueIdsNamedIn(files: Iterable<string>): Set<string> {
  const exact = new Set<string>()
  const prefixes = new Set<string>()
  for (const file of files) {
    const named = idsNamedIn(readFileSync(file, 'utf8'))
    named.exact.forEach((id) => exact.add(id))
    named.prefixes.forEach((prefix) => prefixes.add(prefix))
  }
  return new Set(Object.keys(en).filter((id) => exact.has(id) || [...prefixes].some((prefix) => id.startsWith(prefix))))
}

const isCode = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)
/** The catalogue's own files and the test helpers name every id; they are not what a page shows. */
const isCatalogueOrTesting = (file: string) =>
  file.startsWith(path.join(SHARED_SRC, 'messages')) || file.startsWith(path.join(WEB_SRC, 'testing'))

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (isCatalogueOrTesting(file)) return []
    return entry.isDirectory() ? codeFiles(file) : isCode(entry.name) ? [file] : []
  })
}

/** The files `entries` import without a dynamic `import()`: what the page's first script runs. */
function staticImportGraph(entries: string[]): Set<string> {
  const seen = new Set<string>()
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('@/')
      ? path.join(WEB_SRC, specifier.slice(2))
      : specifier.startsWith('@app/shared/')
        ? path.join(SHARED_SRC, specifier.slice('@app/shared/'.length))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(from), specifier)
          : undefined
    if (!base) return undefined
    return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((file) => existsSync(file) && isCode(file))
  }
  const visit = (file: string) => {
    if (seen.has(file) || isCatalogueOrTesting(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const [, specifier] of code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
      const target = resolve(file, specifier ?? '')
      if (target) visit(target)
    }
  }
  entries.forEach(visit)
  return seen
}

/**
 * What the shell's pages (the landing page) run: the first script of every page, the landing
 * page's own chunk and what it loads as it shows, and the language chooser, which any page opens.
 * Their texts are the catalogue's `main` part and their classes the shell's stylesheet.
 */
const SHELL_ENTRIES = [
  'main.tsx',
  'entry-server.tsx',
  'app/routes/landing.tsx',
  'features/landing/lib/draw-charts.ts',
  'components/layout/language-dialog.tsx',
].map((file) => path.join(WEB_SRC, file))

const shellFiles = () => staticImportGraph(SHELL_ENTRIES)

/**
 * What the pages the server renders for visitors (Browse, a listing's page, a farmer's storefront)
 * load beyond the first script: their routes, the data area they sit in and React Query's client.
 */
const PUBLIC_DATA_PAGES = [
  'app/routes/data-area.tsx',
  'lib/query-client.ts',
  'app/routes/browse-products.tsx',
  'app/routes/product-page.tsx',
  'app/routes/storefront.tsx',
].map((file) => path.join(WEB_SRC, file))

let publicPageModules: Set<string> | undefined

/**
 * The app's own modules those pages run and the first script does not: bundled as one chunk by
 * the browser's build (browserBundle), so on a slow connection a visitor's phone makes a few
 * requests rather than thirty. Screens of the signed-in areas that share some of these modules
 * load that chunk too; nothing of theirs comes into it. React Query stays a chunk of its own, as
 * the weather page (in the same data area) needs it and nothing else of these.
 */
function isPublicPageModule(id: string): boolean {
  publicPageModules ??= (() => {
    // What the pre-rendered pages (landing, sign-in, the information pages, weather too) run stays out of it,
    // so that none of them loads it for a module or two.
    const preRendered = [...PRE_RENDERED_PAGES.flatMap((page) => [page.module].flat()), ...WEATHER_PAGE.modules].map((module) =>
      path.join(WEB_SRC, '..', module),
    )
    const first = staticImportGraph([path.join(WEB_SRC, 'main.tsx'), ...preRendered])
    // The routes themselves stay chunks of their own: the pre-render step finds each page's
    // chunks in the build manifest by its route's module (scripts/prerender.mjs).
    const routes = new Set(PUBLIC_DATA_PAGES)
    return new Set([...staticImportGraph(PUBLIC_DATA_PAGES)].filter((file) => !first.has(file) && !routes.has(file)))
  })()
  return publicPageModules.has(id)
}

type Parts = Record<string, readonly string[]>

let parts: Parts | undefined

/**
 * The catalogue as the browser gets it, in parts:
 * - only the ids the web app's code or the shared schemas name (mail and the API's own errors are
 *   the server's, and never ship to a phone);
 * - `main`: those the first script of every page names (the shell, the landing page and the
 *   pre-rendered head);
 * - the lazily loaded screens' parts of LAZY_CATALOGUES, but for `public-pages`: the buyer
 *   screens' ids that Browse, a listing or a storefront name, which a visitor's first load of one
 *   carries without the rest of `buyer-screens` (cart, checkout, orders, profile);
 * - `screens`: the rest, which every other page loads with its chunk (lib/lazy-page.tsx).
 */
function catalogueParts(): Parts {
  if (parts) return parts
  const shown = catalogueIdsNamedIn([...codeFiles(WEB_SRC), ...codeFiles(SHARED_SRC)])
  const shell = catalogueIdsNamedIn(shellFiles())
  const lazyIds = new Set(Object.values(LAZY_CATALOGUES).flatMap((messages) => Object.keys(messages)))
  const main = Object.keys(en).filter((id) => shown.has(id) && shell.has(id) && !lazyIds.has(id))
  const mainIds = new Set(main)
  const lazy = Object.fromEntries(
    Object.entries(LAZY_CATALOGUES).map(([name, messages]) => [name, Object.keys(messages).filter((id) => shown.has(id))]),
  )
  const onPublicPages = catalogueIdsNamedIn(staticImportGraph(PUBLIC_DATA_PAGES))
  const buyerScreens = lazy['buyer-screens'] ?? []
  parts = {
    main,
    ...lazy,
    'buyer-screens': buyerScreens.filter((id) => !onPublicPages.has(id)),
    'public-pages': buyerScreens.filter((id) => onPublicPages.has(id)),
    screens: Object.keys(en).filter((id) => shown.has(id) && !mainIds.has(id) && !lazyIds.has(id)),
  }
  return parts
}

/** The ids of each part of the catalogue. */
function catalogueIds(name: string): readonly string[] | undefined {
  return catalogueParts()[name]
}

/**
 * Compiles the catalogue at build time, so the browser ships Lingui's small runtime without its
 * ICU parser. Each part of the catalogue is one module per language
 * (`virtual:messages/<part>/<locale>`); `virtual:messages/<part>` maps each language to a dynamic
 * import of its module, so a page fetches its part in its own language only.
 */
function compiledMessages(): Plugin {
  const parse = (id: string) => {
    const [name = '', locale] = id.slice(CATALOGUE_PREFIX.length).split('/')
    const ids = catalogueIds(name)
    if (!ids || (locale !== undefined && !isLocale(locale))) return undefined
    return { name, locale, ids }
  }
  return {
    name: 'kisansetu-compiled-messages',
    resolveId: (id) => (id.startsWith(CATALOGUE_PREFIX) && parse(id) ? '\0' + id : undefined),
    load(id) {
      if (!id.startsWith('\0' + CATALOGUE_PREFIX)) return undefined
      const part = parse(id.slice(1))
      if (!part) return undefined
      if (part.locale === undefined) {
        const loaders = LOCALES.map((locale) => `${locale}: () => import(${JSON.stringify(`${CATALOGUE_PREFIX}${part.name}/${locale}`)})`)
        return `export default { ${loaders.join(', ')} }`
      }
      const catalogue: Record<string, string> = CATALOGUES[part.locale]
      const compiled = Object.fromEntries(part.ids.map((key) => [key, compileMessageOrThrow(catalogue[key] ?? '')]))
      return `export default ${JSON.stringify(compiled)}`
    },
    // Which file holds each part in each language, for the pre-render step's preload links.
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {}
      for (const chunk of Object.values(bundle)) {
        const module = chunk.type === 'chunk' ? chunk.facadeModuleId : null
        if (module?.startsWith('\0' + CATALOGUE_PREFIX)) files[module.slice(1 + CATALOGUE_PREFIX.length)] = chunk.fileName
      }
      this.emitFile({ type: 'asset', fileName: '.vite/catalogues.json', source: JSON.stringify(files) })
    },
  }
}

const STYLES_DIR = path.join(WEB_SRC, 'styles')

/**
 * A second, smaller stylesheet with only the classes the shell's files use (SHELL_ENTRIES), for the
 * pages that show nothing else: the pre-render step links it there instead of the whole one
 * (scripts/prerender.mjs), and the first screen beyond them loads the whole one (lib/styles.ts).
 * Every rule in it is also in the whole stylesheet, so the two together cascade as the whole one
 * alone does. Its name is written to `.vite/styles.json` for the pre-render step.
 */
function shellStylesheet(): Plugin {
  let clientBuild = false
  return {
    name: 'kisansetu-shell-stylesheet',
    configResolved: (config) => {
      clientBuild = config.command === 'build' && !config.build.ssr
    },
    async generateBundle() {
      if (!clientBuild) return
      const files = [...shellFiles()]
      // Stylesheets the shell's components import themselves (`import './states-strip.css'`).
      const imported = files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^import\s+['"](\.[^'"]+\.css)['"]/gm)].map((match) =>
          readFileSync(path.resolve(path.dirname(file), match[1] ?? ''), 'utf8'),
        ),
      )
      const whole = readFileSync(path.join(STYLES_DIR, 'index.css'), 'utf8')
      const source = [whole.replace(/^@import 'tailwindcss';/m, "@import 'tailwindcss' source(none);"), ...imported].join('\n')
      const compiler = await compile(source, { base: STYLES_DIR, onDependency: () => {} })
      const scanner = new Scanner({
        sources: files.map((file) => ({ base: path.dirname(file), pattern: path.basename(file), negated: false })),
      })
      const css = optimize(compiler.build(scanner.scan()), { minify: true }).code
      const reference = this.emitFile({ type: 'asset', name: 'shell.css', source: css })
      this.emitFile({ type: 'asset', fileName: '.vite/styles.json', source: JSON.stringify({ shell: this.getFileName(reference) }) })
    },
  }
}

/**
 * Fills the HTML shell from the catalogue: the default title and the meta description. In dev
 * the root also gets the "Loading..." placeholder; in a build the pre-render step fills the root
 * (scripts/prerender.mjs), so the marker stays for it.
 */
function htmlShell(): Plugin {
  let isBuild = false
  return {
    name: 'kisansetu-html-shell',
    configResolved: (config) => {
      isBuild = config.command === 'build'
    },
    transformIndexHtml: (html) => {
      const filled = html.replace('%KISANSETU_TITLE%', en['brand.name']).replace('%KISANSETU_DESCRIPTION%', en['meta.description'])
      return isBuild ? filled : filled.replace('<!--app-html-->', `<div class="app-loading" role="status">${en['common.loading']}</div>`)
    },
  }
}

/**
 * Paint first: each built page loads `public/paint-first.js`, which fetches and runs the app's
 * entry script once the browser reports the page's first contentful paint, and preloads the page's
 * other scripts then (the pre-render step moves their modulepreload links into the tag's
 * `data-modules`). Until then the HTML, the stylesheet and the first photo have the connection,
 * and a slow phone's processor, to themselves: the scripts only make a drawn page respond. A page
 * in a background tab is not drawn until it is shown, so it starts at once; so does a browser that
 * reports no paint, and any page after 3 s. The script stays small (it is on every page's first
 * load), so its reasons live here.
 */
function paintFirst(): Plugin {
  return {
    name: 'kisansetu-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/
        const entry = html.match(entryTag)?.[1]
        if (!entry) throw new Error('The built index.html has no entry script to run after the first paint')
        return html.replace(entryTag, `<script type="module" crossorigin src="/paint-first.js" data-entry="${entry}"></script>`)
      },
    },
  }
}

/** The Tailwind theme's green-800 (the brand) and stone-50 (the page), as the manifest needs them: hex. */
const THEME_COLOR = '#166534'
const BACKGROUND_COLOR = '#fafaf9'

/**
 * The installable app: the web app manifest (linked from index.html, so from every pre-rendered
 * page and spa.html too) and the service worker, src/sw.ts. injectManifest rather than generateSW:
 * the pages' HTML is written after this build (scripts/prerender.mjs), so the worker fetches each
 * language's shell itself and falls back from a saved page to its language's shell, which
 * generateSW's configuration cannot say. Only the shell is precached; the worker saves route chunks
 * and catalogue parts as they are used. Registration is the app's own (lib/service-worker.ts).
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: en['brand.name'],
      short_name: en['brand.name'],
      description: en['meta.description'],
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    includeAssets: ['favicon.svg', 'product-fallback.svg', 'paint-first.js'],
    injectManifest: {
      // The entry script, the React chunk it imports, both stylesheets, and the English text the
      // shell (spa.html) shows before any screen.
      globPatterns: [
        'assets/index-*.js',
        'assets/react-*.js',
        'assets/style-*.css',
        'assets/shell-*.css',
        'assets/messages-main-en-*.js',
        'assets/messages-screens-en-*.js',
      ],
      globIgnores: ['**/*.br', '**/*.gz'],
    },
  })
}

/**
 * react-router publishes its production build (no development warnings) beside the default one,
 * but its package exports only the default; the browser's bundle takes the production one.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
)

/**
 * The browser's build only (the server's renderer and the unit tests keep the defaults): the
 * production react-router, and one chunk for the code the visitors' server-rendered pages load
 * after the first script (isPublicPageModule), so a phone on a slow connection makes a few
 * requests rather than thirty.
 */
function browserBundle(): Plugin {
  return {
    name: 'kisansetu-browser-bundle',
    config: (_config, env) =>
      env.command === 'build' && !env.isSsrBuild
        ? {
            resolve: { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] },
            build: {
              rollupOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      { name: 'public-pages', test: isPublicPageModule },
                      { name: 'react-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
                    ],
                    includeDependenciesRecursively: false,
                  },
                },
              },
            },
          }
        : undefined,
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), compiledMessages(), shellStylesheet(), htmlShell(), paintFirst(), installableApp(), browserBundle()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  build: {
    rollupOptions: {
      output: {
        // Catalogue parts are named for what they hold: `messages-main-hi-<hash>.js`.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.startsWith('\0' + CATALOGUE_PREFIX)
            ? `assets/messages-${chunk.facadeModuleId.slice(1 + CATALOGUE_PREFIX.length).replace('/', '-')}-[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
    // One small stylesheet for every page: pre-rendered pages then need no per-route CSS links.
    cssCodeSplit: false,
    // Every browser the app supports preloads modules itself; the polyfill only cost the first load.
    modulePreload: { polyfill: false },
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
})
