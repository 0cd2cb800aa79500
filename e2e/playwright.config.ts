import { defineConfig, devices } from '@playwright/test'
import { E2E_WEATHER_URL } from './fixtures/fake-weather-server'
import { BASE_URL, REPO_ROOT, SECOND_ORIGIN, SECOND_ORIGIN_PORT, serverEnv } from './fixtures/server-env'

const isCI = process.env.CI === 'true'

/** The machine's Chromium; Playwright never downloads a browser of its own here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Without the background-networking flags Chromium keeps dialling out, which the sandboxed network refuses. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Two cores: the server and two browsers already fill them.
  workers: 2,
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 2 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    trace: isCI ? 'on-first-retry' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      // The weather service the server asks, on loopback so no test reaches the internet: see
      // fixtures/fake-weather-server.ts.
      command: 'node --import tsx e2e/fixtures/fake-weather-server.ts',
      cwd: REPO_ROOT,
      url: `${E2E_WEATHER_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // tsx: the script prepares its PostgreSQL database with @app/test-support (TypeScript source).
      command: 'node --import tsx e2e/scripts/serve-e2e.mjs',
      cwd: REPO_ROOT,
      url: `${BASE_URL}/api/health`,
      env: { ...serverEnv(), WEATHER_URL: E2E_WEATHER_URL },
      reuseExistingServer: false,
      // First start migrates and loads the demo data (photos included).
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      // The web app built to call the API above from another origin (tests/second-origin.spec.ts).
      command: 'node e2e/scripts/serve-second-origin.mjs',
      cwd: REPO_ROOT,
      url: `${SECOND_ORIGIN}/`,
      env: { SECOND_ORIGIN_API_URL: `${BASE_URL}/api`, SECOND_ORIGIN_PORT: String(SECOND_ORIGIN_PORT) },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
})
