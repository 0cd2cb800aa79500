type Navigate = (to: string) => void

let navigator: Navigate | null = null

/**
 * Hands the router's navigation to code outside React (the API client, which leaves for /signin
 * when a session has ended). The app registers it once the router is mounted; `lib` cannot import
 * the app. Returns the unregister.
 */
export function registerNavigator(navigate: Navigate): () => void {
  navigator = navigate
  return () => {
    if (navigator === navigate) navigator = null
  }
}

/** Replaces the current screen with `to`; does nothing before the router is mounted. */
export function navigateTo(to: string) {
  navigator?.(to)
}
