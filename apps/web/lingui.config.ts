import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-json'
import { DEFAULT_LOCALE, LOCALES } from '../../packages/shared/src/messages/locales'

/**
 * Lingui's view of the message catalogues in packages/shared: one JSON file per language, flat
 * `{ id: message }` ("minimal" style), a second for the information pages' long texts, which
 * `@lingui/vite-plugin` compiles when the app imports `<catalogue>.json?lingui`, a third for what
 * only the server words, which the app never imports, a fourth for the checkout and order pages, a
 * fifth for the signed-in farmer's and buyer's own screens, and the operator's console's, in English only. A message a language lacks falls back to English.
 */
export default defineConfig({
  locales: [...LOCALES],
  sourceLocale: DEFAULT_LOCALE,
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    { path: '<rootDir>/../../packages/shared/src/messages/locales/{locale}', include: ['<rootDir>/src'] },
    { path: '<rootDir>/../../packages/shared/src/messages/locales/info/{locale}', include: ['<rootDir>/src/features/info'] },
    { path: '<rootDir>/../../packages/shared/src/messages/locales/server/{locale}', include: ['<rootDir>/../server/src'] },
    {
      path: '<rootDir>/../../packages/shared/src/messages/locales/trade/{locale}',
      include: ['<rootDir>/src/features/checkout', '<rootDir>/src/features/orders'],
    },
    {
      path: '<rootDir>/../../packages/shared/src/messages/locales/signed-in/{locale}',
      include: [
        '<rootDir>/src/features/products',
        '<rootDir>/src/features/profile',
        '<rootDir>/src/features/cart',
        '<rootDir>/src/features/dashboards',
      ],
    },
    { path: '<rootDir>/../../packages/shared/src/messages/locales/admin/{locale}', include: ['<rootDir>/src/features/admin'] },
  ],
  format: formatter({ style: 'minimal' }),
})
