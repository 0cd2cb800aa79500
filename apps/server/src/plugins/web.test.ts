import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'

/** A tiny stand-in for apps/web/dist with the layout the web build produces. */
async function writeFakeDist(dir: string) {
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>landing</title><main>KisanSetu landing</main>',
    'signin/index.html': '<!doctype html><title>signin</title><main>Sign In page</main>',
    'spa.html': '<!doctype html><title>shell</title><div id="root"></div>',
    'hi/index.html': '<!doctype html><html lang="hi"><title>hi landing</title><main>KisanSetu मुखपृष्ठ</main>',
    'hi/signin/index.html': '<!doctype html><html lang="hi"><title>hi signin</title><main>लॉग इन पेज</main>',
    'hi/spa.html': '<!doctype html><html lang="hi"><title>hi shell</title><div id="root">लोड हो रहा है</div>',
    'assets/app-3f9a1c.js': `console.log(${JSON.stringify('x'.repeat(2000))})`,
    'assets/app-3f9a1c.css': 'body{margin:0}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'sw.js': `self.addEventListener('fetch', () => {}) // ${'x'.repeat(2000)}`,
    'manifest.webmanifest': JSON.stringify({ name: 'KisanSetu', start_url: '/', display: 'standalone', icons: [] }),
    'icon-192.png': 'not really a png',
  }
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, content)
    if (/\.(html|js|webmanifest)$/.test(name)) {
      await writeFile(`${file}.br`, brotliCompressSync(content))
      await writeFile(`${file}.gz`, gzipSync(content))
    }
  }
}

let t: TestApp
let dist: string
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'kisansetu-dist-'))
  await writeFakeDist(dist)
  t = await buildTestApp({ WEB_DIST_DIR: dist })
})
afterAll(async () => {
  await t?.close()
  await rm(dist, { recursive: true, force: true })
})

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers })
}

describe('serving the web build', () => {
  it('answers pre-rendered pages for their routes, revalidated on each use', async () => {
    const landing = await get('/')
    expect(landing.statusCode).toBe(200)
    expect(landing.body).toContain('KisanSetu landing')
    expect(landing.headers['content-type']).toMatch(/^text\/html/)
    expect(landing.headers['cache-control']).toBe('no-cache')
    expect(landing.headers['content-security-policy']).toContain("script-src 'self'")

    for (const url of ['/signin', '/signin/', '/signin?next=%2F']) {
      const signin = await get(url)
      expect(signin.statusCode, url).toBe(200)
      expect(signin.body).toContain('Sign In page')
    }
  })

  it('answers other client routes with the shell (200) and unknown paths with the shell (404)', async () => {
    for (const url of ['/dashboard/farmer', '/dashboard/buyer', '/user/resetPassword?token=abc', '/forgot-password']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.body).toContain('<div id="root"></div>')
      expect(response.headers['cache-control']).toBe('no-cache')
    }
    for (const url of ['/no-such-page', '/dashboard/farmer/extra', '/assets/missing-123.js']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body).toContain('<div id="root"></div>')
    }
  })

  it('never answers API or upload paths with HTML', async () => {
    for (const url of ['/api/nope', '/uploads/nope.webp', '/api']) {
      const response = await get(url)
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
    }
    const post = await t.app.inject({ method: 'POST', url: '/signin' })
    expect(post.statusCode).toBe(404)
    expect(post.headers['content-type']).toMatch(/^application\/json/)
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' })
  })

  it('caches hashed assets for a year and other files not at all', async () => {
    const js = await get('/assets/app-3f9a1c.js')
    expect(js.statusCode).toBe(200)
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(js.headers['content-type']).toMatch(/javascript/)
    const css = await get('/assets/app-3f9a1c.css')
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const icon = await get('/favicon.svg')
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['cache-control']).toBe('no-cache')
    // Never asked again, a hashed asset goes without validators or a request id; a revalidated file keeps them.
    for (const asset of [js, css, await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'br' })]) {
      expect(asset.headers.etag).toBeUndefined()
      expect(asset.headers['last-modified']).toBeUndefined()
      expect(asset.headers['accept-ranges']).toBeUndefined()
      expect(asset.headers['x-request-id']).toBeUndefined()
    }
    expect(icon.headers.etag).toBeDefined()
    expect(icon.headers['x-request-id']).toBeDefined()
    expect((await get('/favicon.svg', { 'if-none-match': String(icon.headers.etag) })).statusCode).toBe(304)
  })

  it('sends a page’s security headers with pages and the service worker, and only those a file obeys with its assets', async () => {
    for (const answer of [await get('/assets/app-3f9a1c.js'), await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'br' })]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(answer.headers['content-security-policy']).toBeUndefined()
      expect(answer.headers['x-frame-options']).toBeUndefined()
    }
    for (const answer of [await get('/'), await get('/sw.js')]) {
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'")
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
    }
  })

  it('serves the pre-compressed siblings with the right encoding headers', async () => {
    const br = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.rawPayload.length).toBeLessThan(200)

    const gzip = await get('/', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers['content-type']).toMatch(/^text\/html/)
    expect(gzip.headers.vary).toMatch(/accept-encoding/i)

    const shell404 = await get('/no-such-page', { 'accept-encoding': 'br' })
    expect(shell404.statusCode).toBe(404)
    expect(shell404.headers['content-encoding']).toBe('br')

    const identity = await get('/assets/app-3f9a1c.js')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.headers.vary).toMatch(/accept-encoding/i)
    expect(identity.body).toContain('console.log')
  })

  it('serves each language under its prefix, with the shell in that language', async () => {
    for (const url of ['/hi', '/hi/']) {
      const landing = await get(url)
      expect(landing.statusCode, url).toBe(200)
      expect(landing.body).toContain('KisanSetu मुखपृष्ठ')
    }
    expect((await get('/hi/signin')).body).toContain('लॉग इन पेज')
    const shell = await get('/hi/dashboard/farmer')
    expect(shell.statusCode).toBe(200)
    expect(shell.body).toContain('लोड हो रहा है')
    const missing = await get('/hi/no-such-page')
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('लोड हो रहा है')
    // A language without a build of its own falls back to the English shell.
    const tamil = await get('/ta/dashboard/farmer')
    expect(tamil.statusCode).toBe(200)
    expect(tamil.body).toContain('<div id="root"></div>')
  })

  it('sends a visitor who chose a language from English addresses to the same page in it', async () => {
    const hindi = { cookie: 'theme=dark; kisansetu_lang=hi' }
    for (const [url, location] of [
      ['/', '/hi/'],
      ['/signin', '/hi/signin'],
      ['/dashboard/farmer?tab=new', '/hi/dashboard/farmer?tab=new'],
      ['/no-such-page', '/hi/no-such-page'],
    ]) {
      const response = await get(url ?? '', hindi)
      expect(response.statusCode, url).toBe(302)
      expect(response.headers.location).toBe(location)
    }
    expect((await get('/hi/signin', hindi)).statusCode).toBe(200)
    expect((await get('/signin', { cookie: 'kisansetu_lang=en' })).statusCode).toBe(200)
    expect((await get('/signin', { cookie: 'kisansetu_lang=xx' })).statusCode).toBe(200)
    const api = await get('/api/nope', hindi)
    expect(api.statusCode).toBe(404)
    expect(api.headers['content-type']).toMatch(/^application\/json/)
    expect((await get('/assets/app-3f9a1c.js', hindi)).statusCode).toBe(200)
  })

  it('serves the service worker and the web app manifest revalidated on every use, with their own types', async () => {
    const worker = await get('/sw.js')
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-type']).toMatch(/^(?:application|text)\/javascript/)
    expect(worker.headers['cache-control']).toBe('no-cache')
    const compressed = await get('/sw.js', { 'accept-encoding': 'br' })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers['cache-control']).toBe('no-cache')

    const manifest = await get('/manifest.webmanifest')
    expect(manifest.statusCode).toBe(200)
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/)
    expect(manifest.headers['cache-control']).toBe('no-cache')
    expect(manifest.json()).toMatchObject({ name: 'KisanSetu', display: 'standalone' })

    const icon = await get('/icon-192.png')
    expect(icon.headers['content-type']).toBe('image/png')
  })

  it('answers each language’s shell by its own address, for the service worker to keep', async () => {
    for (const [url, text] of [
      ['/spa.html', '<title>shell</title>'],
      ['/hi/spa.html', 'लोड हो रहा है'],
    ] as const) {
      const response = await get(url, { cookie: 'kisansetu_lang=hi' })
      expect(response.statusCode, url).toBe(200)
      expect(response.body).toContain(text)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('lets the page install its own service worker and manifest, and no one else’s', async () => {
    const policy = String((await get('/')).headers['content-security-policy'])
    expect(policy).toContain("worker-src 'self'")
    expect(policy).toContain("manifest-src 'self'")
  })
})
