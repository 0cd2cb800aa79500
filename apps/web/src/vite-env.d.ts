/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; `/api` (same origin) unless set. */
  readonly VITE_API_URL?: string
}
