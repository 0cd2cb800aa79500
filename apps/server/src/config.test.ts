import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig, SERVER_ROOT } from './config'

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env)
  } catch (err) {
    if (err instanceof ConfigError) return err.problems
    throw err
  }
  throw new Error('expected a ConfigError')
}

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const config = parseConfig({})
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      dataDir: path.resolve(SERVER_ROOT, '..', '..', 'data'),
      webDistDir: path.resolve(SERVER_ROOT, '..', 'web', 'dist'),
      mailFrom: 'KisanSetu <no-reply@kisansetu.local>',
      publicUrl: 'http://localhost:3000',
      seedDemoData: 'auto',
      trustProxy: false,
      authRateLimit: { maxPerIp: 20, maxPerEmail: 5, windowMinutes: 15 },
    })
    expect(config.databaseUrl).toBeUndefined()
    expect(config.redisUrl).toBeUndefined()
    expect(config.smtpUrl).toBeUndefined()
    expect(config.jwtSecret).toBeUndefined()
    expect(Object.isFrozen(config)).toBe(true)
  })

  it('reads every key', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: 'relative/data',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtp://user:pass@mail.example.in:587',
      MAIL_FROM: 'Kisan <mail@example.in>',
      PUBLIC_URL: 'https://kisansetu.example.in/',
      JWT_SECRET: 'k'.repeat(40),
      SEED_DEMO_DATA: 'true',
      WEB_DIST_DIR: '/srv/web',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      AUTH_RATE_LIMIT_MAX_PER_IP: '500',
      AUTH_RATE_LIMIT_MAX_PER_EMAIL: '7',
      AUTH_RATE_LIMIT_WINDOW_MINUTES: '30',
    })
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'warn',
      dataDir: path.resolve('relative/data'),
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      redisUrl: 'redis://127.0.0.1:6379',
      smtpUrl: 'smtp://user:pass@mail.example.in:587',
      mailFrom: 'Kisan <mail@example.in>',
      publicUrl: 'https://kisansetu.example.in',
      jwtSecret: 'k'.repeat(40),
      seedDemoData: 'true',
      webDistDir: '/srv/web',
      trustProxy: '10.0.0.0/8, 127.0.0.1',
      authRateLimit: { maxPerIp: 500, maxPerEmail: 7, windowMinutes: 30 },
    })
  })

  it('derives PUBLIC_URL from PORT and keeps tests silent', () => {
    expect(parseConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000')
    expect(parseConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent')
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
  })

  it('reads the weather service and contact settings', () => {
    expect(parseConfig({})).toMatchObject({
      weatherUrl: 'https://wttr.in',
      weatherTimeoutMs: 5000,
      supportEmail: 'support@kisansetu.in',
      contactRateLimit: { maxPerIp: 20, maxPerEmail: 5, windowMinutes: 15 },
    })
    const config = parseConfig({
      WEATHER_URL: 'http://127.0.0.1:3198/',
      WEATHER_TIMEOUT_MS: '300',
      SUPPORT_EMAIL: 'help@example.in',
      CONTACT_RATE_LIMIT_MAX_PER_IP: '50',
      CONTACT_RATE_LIMIT_MAX_PER_EMAIL: '3',
      CONTACT_RATE_LIMIT_WINDOW_MINUTES: '60',
    })
    expect(config).toMatchObject({
      weatherUrl: 'http://127.0.0.1:3198',
      weatherTimeoutMs: 300,
      supportEmail: 'help@example.in',
      contactRateLimit: { maxPerIp: 50, maxPerEmail: 3, windowMinutes: 60 },
    })
    expect(Object.isFrozen(config.contactRateLimit)).toBe(true)
    expect(
      problemsOf({ WEATHER_URL: 'ftp://weather', WEATHER_TIMEOUT_MS: '0', SUPPORT_EMAIL: 'support' })
        .map((line) => line.split(':')[0])
        .sort(),
    ).toEqual(['SUPPORT_EMAIL', 'WEATHER_TIMEOUT_MS', 'WEATHER_URL'])
  })

  it('reads the mandi feed: its key turns the feed on, demo rates come with demo data, none in production without a key', () => {
    expect(parseConfig({}).mandi).toEqual({
      url: 'https://api.data.gov.in/resource/9ef84268-d588-465a-a308-a864a43d0070',
      key: undefined,
      timeoutMs: 20_000,
      pageSize: 1000,
      keepDays: 90,
      source: 'demo',
    })
    expect(
      parseConfig({ MANDI_API_KEY: 'key', MANDI_API_URL: 'http://feed.test/x/', MANDI_PAGE_SIZE: '500', MANDI_KEEP_DAYS: '30' }).mandi,
    ).toMatchObject({
      url: 'http://feed.test/x',
      key: 'key',
      pageSize: 500,
      keepDays: 30,
      source: 'api',
    })
    // Fewer days than the pages' history would delete rates they show.
    expect(problemsOf({ MANDI_KEEP_DAYS: '29' }).map((line) => line.split(':')[0])).toEqual(['MANDI_KEEP_DAYS'])
    expect(parseConfig({ NODE_ENV: 'production' }).mandi.source).toBe('off')
    expect(parseConfig({ SEED_DEMO_DATA: 'false' }).mandi.source).toBe('off')
    expect(parseConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).mandi.source).toBe('demo')
    expect(parseConfig({ NODE_ENV: 'production', MANDI_API_KEY: 'key' }).mandi.source).toBe('api')
  })

  it('reads METRICS_TOKEN: unset means no metrics, a token of 16 or more header-safe characters otherwise', () => {
    expect(parseConfig({}).metricsToken).toBeUndefined()
    expect(parseConfig({ METRICS_TOKEN: 'scrape-0123456789abcdef' }).metricsToken).toBe('scrape-0123456789abcdef')
    for (const bad of ['short', 'has spaces in the middle', 'non-ascii-tökén-0123456789']) {
      expect(problemsOf({ METRICS_TOKEN: bad }).map((line) => line.split(':')[0])).toEqual(['METRICS_TOKEN'])
    }
  })

  it('reads DEMO_RESET_HOURS: unset means never, a whole number of hours otherwise', () => {
    expect(parseConfig({}).demoResetHours).toBeUndefined()
    expect(parseConfig({ DEMO_RESET_HOURS: '24' }).demoResetHours).toBe(24)
    for (const bad of ['0', '-3', '1.5', 'daily']) {
      expect(problemsOf({ DEMO_RESET_HOURS: bad }).map((line) => line.split(':')[0])).toEqual(['DEMO_RESET_HOURS'])
    }
  })

  it('reads the SMS provider settings: none by default (the outbox), a webhook when set, and the hourly cap on codes', () => {
    expect(parseConfig({}).sms).toEqual({ webhookUrl: undefined, webhookToken: undefined, timeoutMs: 5000, codesPerHour: 1000 })
    const config = parseConfig({
      SMS_WEBHOOK_URL: 'https://sms.example.in/send',
      SMS_WEBHOOK_TOKEN: 'secret-token',
      SMS_TIMEOUT_MS: '2500',
      SMS_CODES_PER_HOUR: '200',
    })
    expect(config.sms).toEqual({
      webhookUrl: 'https://sms.example.in/send',
      webhookToken: 'secret-token',
      timeoutMs: 2500,
      codesPerHour: 200,
    })
    expect(Object.isFrozen(config.sms)).toBe(true)
    expect(
      problemsOf({ SMS_WEBHOOK_URL: 'smtp://sms', SMS_TIMEOUT_MS: '0', SMS_CODES_PER_HOUR: '-1' })
        .map((line) => line.split(':')[0])
        .sort(),
    ).toEqual(['SMS_CODES_PER_HOUR', 'SMS_TIMEOUT_MS', 'SMS_WEBHOOK_URL'])
  })

  it('reads the sign-in waits: a minute doubling up to an hour, addresses remembered 30 days, 100 failures per address', () => {
    expect(parseConfig({}).signInWaits).toEqual({ firstWaitSeconds: 60, maxWaitMinutes: 60, trustedAddressDays: 30, maxFailuresPerIp: 100 })
    const config = parseConfig({
      AUTH_SIGNIN_FIRST_WAIT_SECONDS: '5',
      AUTH_SIGNIN_MAX_WAIT_MINUTES: '15',
      AUTH_TRUSTED_ADDRESS_DAYS: '7',
      AUTH_SIGNIN_MAX_FAILURES_PER_IP: '500',
    })
    expect(config.signInWaits).toEqual({ firstWaitSeconds: 5, maxWaitMinutes: 15, trustedAddressDays: 7, maxFailuresPerIp: 500 })
    expect(Object.isFrozen(config.signInWaits)).toBe(true)
    expect(
      problemsOf({ AUTH_SIGNIN_FIRST_WAIT_SECONDS: '0', AUTH_SIGNIN_MAX_WAIT_MINUTES: 'soon', AUTH_TRUSTED_ADDRESS_DAYS: '-1' })
        .map((line) => line.split(':')[0])
        .sort(),
    ).toEqual(['AUTH_SIGNIN_FIRST_WAIT_SECONDS', 'AUTH_SIGNIN_MAX_WAIT_MINUTES', 'AUTH_TRUSTED_ADDRESS_DAYS'])
  })

  it('reads the shutdown delay: none by default, at most a minute', () => {
    expect(parseConfig({}).shutdownDelayMs).toBe(0)
    expect(parseConfig({ SHUTDOWN_DELAY_MS: '4000' }).shutdownDelayMs).toBe(4000)
    expect(() => parseConfig({ SHUTDOWN_DELAY_MS: '60001' })).toThrow(ConfigError)
  })

  it('reads the connection timeouts: whole request, headers, keep-alive and idle connection', () => {
    expect(parseConfig({}).timeouts).toEqual({ requestMs: 120_000, headersMs: 15_000, keepAliveMs: 65_000, connectionMs: 60_000 })
    const config = parseConfig({
      REQUEST_TIMEOUT_MS: '30000',
      HEADERS_TIMEOUT_MS: '5000',
      KEEP_ALIVE_TIMEOUT_MS: '75000',
      CONNECTION_TIMEOUT_MS: '20000',
    })
    expect(config.timeouts).toEqual({ requestMs: 30_000, headersMs: 5000, keepAliveMs: 75_000, connectionMs: 20_000 })
    expect(Object.isFrozen(config.timeouts)).toBe(true)
    expect(problemsOf({ REQUEST_TIMEOUT_MS: '0', KEEP_ALIVE_TIMEOUT_MS: 'long' }).map((line) => line.split(':')[0])).toEqual([
      'REQUEST_TIMEOUT_MS',
      'KEEP_ALIVE_TIMEOUT_MS',
    ])
    // Node refuses a server whose headers may take longer than the whole request.
    expect(problemsOf({ REQUEST_TIMEOUT_MS: '10000', HEADERS_TIMEOUT_MS: '20000' })).toEqual([
      'HEADERS_TIMEOUT_MS: must not be more than REQUEST_TIMEOUT_MS',
    ])
  })

  it('reads CORS_ORIGINS as a list of origins, none by default', () => {
    expect(parseConfig({}).corsOrigins).toEqual([])
    const config = parseConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:5173' })
    expect(config.corsOrigins).toEqual(['https://a.example', 'http://localhost:5173'])
    expect(Object.isFrozen(config.corsOrigins)).toBe(true)
    for (const bad of ['*', 'a.example', 'https://a.example/', 'https://a.example/shop', 'ftp://a.example', 'https://a.example,null']) {
      expect(problemsOf({ CORS_ORIGINS: bad }), bad).toEqual([expect.stringMatching(/^CORS_ORIGINS: ".+" is not an origin/)])
    }
  })

  it('reads where photos live: DATA_DIR unless S3_BUCKET is set, linked on ASSETS_URL or else PUBLIC_URL', () => {
    const plain = parseConfig({ PUBLIC_URL: 'https://app.example/' })
    expect(plain).toMatchObject({ s3: undefined, publicUrl: 'https://app.example', assetsUrl: 'https://app.example' })
    expect(parseConfig({ PUBLIC_URL: 'https://app.example', ASSETS_URL: 'https://cdn.example/' }).assetsUrl).toBe('https://cdn.example')

    expect(parseConfig({ S3_BUCKET: 'kisansetu-photos' }).s3).toEqual({
      bucket: 'kisansetu-photos',
      privateBucket: 'kisansetu-photos',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    })
    const minio = parseConfig({
      S3_BUCKET: 'photos',
      S3_PRIVATE_BUCKET: 'documents',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).s3
    expect(minio).toMatchObject({ privateBucket: 'documents', endpoint: 'http://minio:9000', region: 'auto', forcePathStyle: true })
    expect(problemsOf({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    ])
    expect(problemsOf({ S3_PRIVATE_BUCKET: 'documents' })).toEqual([
      'S3_PRIVATE_BUCKET: needs S3_BUCKET: private documents go to a bucket only when photos do',
    ])
    expect(
      problemsOf({ ASSETS_URL: 'cdn.example', S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'yes' }).map((line) => line.split(':')[0]),
    ).toEqual(['ASSETS_URL', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'])
  })

  it('treats empty values as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '', JWT_SECRET: '' })).toMatchObject({ port: 3000, databaseUrl: undefined })
  })

  it('lists every bad key at once', () => {
    const problems = problemsOf({
      NODE_ENV: 'staging',
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      REDIS_URL: 'localhost:6379',
      SMTP_URL: 'http://mail',
      PUBLIC_URL: 'kisansetu.in',
      JWT_SECRET: 'short',
      SEED_DEMO_DATA: 'yes',
      LOG_LEVEL: 'loud',
      AUTH_RATE_LIMIT_MAX_PER_IP: '0',
      AUTH_RATE_LIMIT_MAX_PER_EMAIL: '-1',
      AUTH_RATE_LIMIT_WINDOW_MINUTES: 'soon',
    })
    const keys = problems.map((line) => line.split(':')[0])
    expect(keys.sort()).toEqual(
      [
        'AUTH_RATE_LIMIT_MAX_PER_EMAIL',
        'AUTH_RATE_LIMIT_MAX_PER_IP',
        'AUTH_RATE_LIMIT_WINDOW_MINUTES',
        'DATABASE_URL',
        'JWT_SECRET',
        'LOG_LEVEL',
        'NODE_ENV',
        'PORT',
        'PUBLIC_URL',
        'REDIS_URL',
        'SEED_DEMO_DATA',
        'SMTP_URL',
      ].sort(),
    )
    expect(problems.find((line) => line.startsWith('JWT_SECRET'))).toBe('JWT_SECRET: must be at least 32 characters')
    expect(new ConfigError(problems).message).toMatch(/^Invalid configuration:\n {2}- /)
  })
})
