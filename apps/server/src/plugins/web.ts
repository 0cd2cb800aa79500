import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, LOCALES, type Locale } from '@app/shared/messages/locales'
import { isClientRoute, localePath, splitLocalePath } from '@app/shared/paths'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a non-API GET that matches no route with the web app's shell (the errors plugin's
     * not-found handler calls it). Only decorated when a web build exists.
     */
    serveAppShell(request: FastifyRequest, reply: FastifyReply): FastifyReply
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

/** The app shell with an empty root, for every client route that has no pre-rendered page. */
const SHELL_FILE = 'spa.html'

/** `dist/<route>/index.html` files, as request paths (`/`, `/signin`, …). */
async function findPrerenderedPages(root: string, dir = ''): Promise<string[]> {
  const pages: string[] = []
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    if (entry.isDirectory() && !(dir === '' && entry.name === 'assets')) {
      pages.push(...(await findPrerenderedPages(root, path.posix.join(dir, entry.name))))
    } else if (entry.isFile() && entry.name === 'index.html') {
      pages.push('/' + dir)
    }
  }
  return pages
}

function rememberedLocale(request: FastifyRequest): Locale | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '')
  return match && isLocale(match[1]) ? match[1] : undefined
}

/**
 * A visitor who chose a language on this browser and opens an English address (a bookmark, a
 * link shared by someone else, the bare domain) is sent to the same page in their language.
 * Addresses that name a language are served as they are.
 */
export function languageRedirect(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const [pathname = '/', query] = request.url.split(/\?(.*)/s)
  const remembered = rememberedLocale(request)
  if (!remembered || remembered === DEFAULT_LOCALE || splitLocalePath(pathname).locale !== DEFAULT_LOCALE) return undefined
  reply.header('vary', 'Cookie')
  return reply.redirect(localePath(remembered, pathname) + (query ? `?${query}` : ''), 302)
}

/**
 * Security headers that only a page (a document) obeys. A script, stylesheet or image of the build
 * has no use for them, and a page's first load asks for many such files, each of which would carry
 * them over a slow connection. The files keep nosniff, Cross-Origin-Resource-Policy and
 * Referrer-Policy (a stylesheet's own requests follow it).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

/**
 * Headers a hashed asset has no use for either: its name changes with its content and it is cached
 * as immutable, so the browser never asks whether it changed (ETag, Last-Modified) and never
 * fetches part of it (Accept-Ranges), and a file served as built needs no request id to be traced
 * in the logs by (X-Request-Id, which pages and the API keep). Range requests are still answered.
 */
const ASSET_UNNEEDED_HEADERS = ['etag', 'last-modified', 'accept-ranges', 'x-request-id']

/** True when the web build exists at `dir` (the plugin is skipped otherwise). */
export function hasWebBuild(dir: string): boolean {
  return existsSync(path.join(dir, SHELL_FILE))
}

/**
 * Serves the built web app from the API's process and port, so one server is all a deployment runs:
 * - `assets/**` are content-hashed: cached for a year, immutable;
 * - `dist/<route>/index.html` answers its route, revalidated on every use;
 * - any other client route gets spa.html with 200, any other path spa.html with 404 (the client
 *   draws its 404 page); API and upload paths never get HTML (plugins/errors decides);
 * - every language but English has the same under its prefix (`/hi/signin`, `hi/spa.html`), and
 *   an English address opened by a visitor who chose another language redirects to it;
 * - `/spa.html` and `/<language>/spa.html` answer themselves, for the service worker to keep.
 * The build writes .br/.gz siblings; `preCompressed` serves them with the right Content-Encoding.
 */
export default fp(
  async function webPlugin(app: FastifyInstance) {
    const root = app.config.webDistDir
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      preCompressed: true,
      // Routes for the files present at start: unknown paths fall through to the not-found handler
      // instead of reaching the file system.
      wildcard: false,
      index: false,
      dotfiles: 'ignore',
      globIgnore: ['**/*.br', '**/*.gz', '**/index.html', `**/${SHELL_FILE}`],
      setHeaders(reply, filePath) {
        const relative = path.relative(root, filePath)
        const isAsset = relative.startsWith('assets' + path.sep)
        reply.header('cache-control', isAsset ? IMMUTABLE : REVALIDATE)
        if (isAsset) for (const name of [...DOCUMENT_ONLY_HEADERS, ...ASSET_UNNEEDED_HEADERS]) reply.removeHeader(name)
      },
    })

    for (const page of await findPrerenderedPages(root)) {
      const file = path.posix.join(page.slice(1), 'index.html')
      app.get(page, { schema: { hide: true } }, (request, reply) => languageRedirect(request, reply) ?? reply.sendFile(file))
    }

    const shells = new Map(
      LOCALES.map((locale) => [locale, locale === DEFAULT_LOCALE ? SHELL_FILE : path.posix.join(locale, SHELL_FILE)] as const).filter(
        ([, file]) => existsSync(path.join(root, file)),
      ),
    )
    // The service worker keeps each language's shell to draw any page offline: it asks for it by name.
    for (const file of shells.values()) {
      app.get(`/${file}`, { schema: { hide: true } }, (_request, reply) => reply.sendFile(file))
    }
    app.decorate('serveAppShell', (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
      const redirect = languageRedirect(request, reply)
      if (redirect) return redirect
      const { locale, pathname } = splitLocalePath(request.url.split('?')[0] ?? '/')
      return reply.code(isClientRoute(pathname) ? 200 : 404).sendFile(shells.get(locale) ?? SHELL_FILE)
    })
    app.log.info({ root }, 'serving the web app')
  },
  { name: 'web', dependencies: ['errors'] },
)
