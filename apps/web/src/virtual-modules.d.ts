/** The compiled catalogue (vite.config.ts): `en` on every page, and the parts lazily loaded screens add. */
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core'
  const messages: Messages
  export default messages
}
