/**
 * The compiled catalogue (vite.config.ts): each part (`main` on every page, and the parts lazily
 * loaded screens add) maps every language to a dynamic import of that part in that language.
 */
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core'
  const loaders: Readonly<Record<'en' | 'hi' | 'mr' | 'ta' | 'bn', () => Promise<{ default: Messages }>>>
  export default loaders
}
