/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; `/api` (same origin) unless set. */
  readonly VITE_API_URL?: string
  /** An https page embedded as the Contact Us map; no map (an address and a link) unless set. */
  readonly VITE_MAP_EMBED_URL?: string
  /** The server's ASSETS_URL when photos are served from another address (a CDN): cards then show their thumbnails. */
  readonly VITE_ASSETS_URL?: string
}
