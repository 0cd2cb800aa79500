import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { en } from '../../packages/shared/src/messages/en'

const CATALOGUE_ID = 'virtual:messages/en'

/**
 * Compiles the English catalogue at build time, so the browser ships Lingui's small runtime
 * without its ICU parser. The catalogue itself stays plain TS in packages/shared.
 */
function compiledMessages(): Plugin {
  return {
    name: 'kisansetu-compiled-messages',
    resolveId: (id) => (id === CATALOGUE_ID ? '\0' + CATALOGUE_ID : undefined),
    load(id) {
      if (id !== '\0' + CATALOGUE_ID) return undefined
      const compiled = Object.fromEntries(Object.entries(en).map(([key, text]) => [key, compileMessageOrThrow(text)]))
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
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
