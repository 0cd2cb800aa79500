import { setupServer } from 'msw/node'

/** No default handlers: each test declares the API answers it relies on. */
export const server = setupServer()

/** The address the app calls in tests (jsdom's page is http://localhost:3000/). */
export function apiUrl(path: string) {
  return `http://localhost:3000/api${path}`
}
