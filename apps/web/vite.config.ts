import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { en } from '../../packages/shared/src/messages/en'

const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url))

/** React Router publishes a build without its development warnings, but exports only the other. */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
)

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    lingui(),
    tailwindcss(),
    // The installable app: the manifest, and the service worker in src/sw.ts (injectManifest: the
    // worker serves each language's shell itself, which generateSW cannot say). The app registers it.
    VitePWA({
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
        // The brand's green-800 and the page's stone-50.
        theme_color: '#166534',
        background_color: '#fafaf9',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      includeAssets: ['favicon.svg', 'product-fallback.svg', 'start-after-paint.js'],
      // The shell: the entry script and what it imports, and the English catalogue (each page carries its stylesheet).
      // Screens and other languages are saved as they are used.
      injectManifest: {
        globPatterns: ['assets/index-*.js', 'assets/en-*.js'],
        globIgnores: ['**/*.br', '**/*.gz'],
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: src('') },
      // Zod's eval probe would be blocked and reported by the Content-Security-Policy on every form.
      { find: /^zod$/, replacement: src('lib/zod-jitless.ts') },
      ...(command === 'build' && !isSsrBuild ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    // The pre-render step finds each page's chunks in it (scripts/prerender.mjs).
    manifest: true,
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}))
