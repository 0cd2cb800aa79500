declare module 'virtual:messages/en' {
  import type { Messages } from '@lingui/core'
  const messages: Messages
  export default messages
}
