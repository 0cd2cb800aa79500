import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { buyerScreenMessages } from '../../packages/shared/src/messages/buyer-screens'
import { dashboardMessages } from '../../packages/shared/src/messages/dashboards'
import { en } from '../../packages/shared/src/messages/en'
import { farmerScreenMessages } from '../../packages/shared/src/messages/farmer-screens'
import { infoPageMessages } from '../../packages/shared/src/messages/info'
import { notificationMessages } from '../../packages/shared/src/messages/notifications'
import { orderMessages } from '../../packages/shared/src/messages/orders'
import { reviewMessages } from '../../packages/shared/src/messages/reviews'

const CATALOGUE_PREFIX = 'virtual:messages/'

/**
 * Parts of the catalogue that only lazily loaded screens show. Each is its own module
 * (`virtual:messages/<name>`), fetched with those screens, so the landing page's first load does
 * not carry their text. `virtual:messages/en` is everything else.
 */
const LAZY_CATALOGUES: Record<string, Record<string, string>> = {
  'farmer-screens': farmerScreenMessages,
  'info-pages': infoPageMessages,
  'buyer-screens': buyerScreenMessages,
  // Orders, payments, notifications, reviews, receipts and the dashboard: signed-in screens only.
  trade: { ...orderMessages, ...notificationMessages, ...reviewMessages, ...dashboardMessages },
}

function catalogue(name: string): Record<string, string> | undefined {
  if (name !== 'en') return LAZY_CATALOGUES[name]
  const lazyIds = new Set(Object.values(LAZY_CATALOGUES).flatMap((messages) => Object.keys(messages)))
  return Object.fromEntries(Object.entries(en).filter(([key]) => !lazyIds.has(key)))
}

/**
 * Compiles the English catalogue at build time, so the browser ships Lingui's small runtime
 * without its ICU parser. The catalogue itself stays plain TS in packages/shared.
 */
function compiledMessages(): Plugin {
  return {
    name: 'kisansetu-compiled-messages',
    resolveId: (id) => (id.startsWith(CATALOGUE_PREFIX) && catalogue(id.slice(CATALOGUE_PREFIX.length)) ? '\0' + id : undefined),
    load(id) {
      if (!id.startsWith('\0' + CATALOGUE_PREFIX)) return undefined
      const messages = catalogue(id.slice(1 + CATALOGUE_PREFIX.length))
      if (!messages) return undefined
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessageOrThrow(text)]))
      return `export default ${JSON.stringify(compiled)}`
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

export default defineConfig({
  plugins: [react(), tailwindcss(), compiledMessages(), htmlShell()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  build: {
    // One small stylesheet for every page: pre-rendered pages then need no per-route CSS links.
    cssCodeSplit: false,
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
})
