/**
 * The data a server-rendered page was drawn with travels in the page as
 * `<script type="application/json" id={SERVER_STATE_ID}>`: data, never run (so the
 * Content-Security-Policy, which allows only our own script files, lets it be), which the browser
 * hands to React Query before it hydrates, so the page's queries start with what the HTML shows.
 */
export const SERVER_STATE_ID = 'kisansetu-state'

/** The root of a page the server drew (at build time or for the request): the browser hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered'

/** The state the server wrote into this page, or null when it wrote none (or it does not parse). */
export function readServerState(): unknown {
  const script = document.getElementById(SERVER_STATE_ID)
  if (!script?.textContent) return null
  try {
    return JSON.parse(script.textContent) as unknown
  } catch {
    return null
  }
}
