/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; `/api` (same origin) unless set. */
  readonly VITE_API_URL?: string
  /** An https page embedded as the Contact Us map; no map (an address and a link) unless set. */
  readonly VITE_MAP_EMBED_URL?: string
}
