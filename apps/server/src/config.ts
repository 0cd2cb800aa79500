import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { z } from 'zod'
import { SUPPORT_EMAIL } from '@app/shared/support'
import { MANDI_HISTORY_DAYS } from '@app/shared/mandi'

/**
 * The server package's folder. This module sits one level below it both as source
 * (src/config.ts) and inside the bundle (dist/server.js), so the same relative step works for
 * `tsx`, `vitest` and `node dist/server.js` whatever the process's working directory.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url))
/** The repository root: data lands in `<repo>/data` however the server was started. */
const REPO_ROOT = path.resolve(SERVER_ROOT, '..', '..')

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const positiveInt = z.coerce.number().int().positive()

/** Directories given relative in the environment are resolved from the process's cwd. */
const directory = z
  .string()
  .min(1)
  .transform((dir) => path.resolve(dir))

/** `https://a.example` or `http://localhost:5173`: an http(s) origin exactly as browsers send it. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
  } catch {
    return false
  }
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
    DATA_DIR: directory.default(path.join(REPO_ROOT, 'data')),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
    // PostgreSQL only: how long to wait for a new connection and for one query's answer, so a
    // database that is down or unreachable answers 503 within seconds instead of holding requests.
    DATABASE_CONNECT_TIMEOUT_MS: positiveInt.default(2000),
    DATABASE_QUERY_TIMEOUT_MS: positiveInt.default(10_000),
    // Slow senders: how long a client may take to send a whole request (headers and body) and its
    // headers alone, how long an idle kept-alive connection stays open, and how long a connection
    // may go without any traffic while its answer is worked out or read. See docs/operations.md.
    REQUEST_TIMEOUT_MS: positiveInt.default(120_000),
    HEADERS_TIMEOUT_MS: positiveInt.default(15_000),
    KEEP_ALIVE_TIMEOUT_MS: positiveInt.default(65_000),
    CONNECTION_TIMEOUT_MS: positiveInt.default(60_000),
    // Told to stop (SIGTERM), the instance keeps serving this long while its health checks answer
    // 503, so a load balancer takes it out before it closes its connections; 0: closes at once.
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().min(3).default('KisanSetu <no-reply@kisansetu.local>'),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    // The public base of photo links in answers and pages (a CDN, or the bucket's public origin);
    // unset: PUBLIC_URL, where the app serves /uploads itself.
    ASSETS_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    // Photos and documents in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) instead of
    // DATA_DIR: S3_BUCKET turns it on. S3_ENDPOINT unset: AWS. Without keys, the AWS SDK's own
    // chain (AWS_* variables, an instance role). Private documents go under `private/` in the same
    // bucket, or in S3_PRIVATE_BUCKET. See docs/operations.md.
    S3_BUCKET: z.string().trim().min(3).optional(),
    S3_PRIVATE_BUCKET: z.string().trim().min(3).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // MinIO and most self-hosted servers want http://host/bucket/key rather than a bucket subdomain.
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    // HS256 needs at least 256 bits of key (RFC 7518); 32 characters is the floor we accept.
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SEED_DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
    // Hours between reloads of the demo data (every demo account and all it did, then the demo
    // catalogue again), so the public guest accounts start clean; unset: never.
    DEMO_RESET_HOURS: positiveInt.max(24 * 365).optional(),
    WEB_DIST_DIR: directory.default(path.join(SERVER_ROOT, '..', 'web', 'dist')),
    // The web build's server renderer and page templates (never served): Browse, listings and storefronts are rendered with their data.
    WEB_SSR_DIR: directory.default(path.join(SERVER_ROOT, '..', 'web', 'dist-ssr')),
    // true (trust every proxy), false, or a comma-separated list of proxy addresses/CIDRs.
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
    // Origins (scheme://host[:port]) whose pages may call the API from the browser. Unset: none,
    // so no CORS headers at all and preflights are refused; the web app is same-origin anyway.
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value, ctx) => {
        const origins = value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
        for (const origin of origins.filter((origin) => !isOrigin(origin))) {
          ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin such as https://shop.example.in` })
        }
        return origins
      }),
    AUTH_RATE_LIMIT_MAX_PER_IP: positiveInt.default(20),
    AUTH_RATE_LIMIT_MAX_PER_EMAIL: positiveInt.default(5),
    AUTH_RATE_LIMIT_WINDOW_MINUTES: positiveInt.default(15),
    // Sign-in: after AUTH_RATE_LIMIT_MAX_PER_EMAIL failures on an account, the next attempt waits
    // this long, each one after twice the one before, up to the most; an address an account signed
    // in from is remembered this many days and is spared the waits strangers cause elsewhere.
    AUTH_SIGNIN_FIRST_WAIT_SECONDS: positiveInt.default(60),
    AUTH_SIGNIN_MAX_WAIT_MINUTES: positiveInt.default(60),
    AUTH_TRUSTED_ADDRESS_DAYS: positiveInt.default(30),
    // Sign-in failures one address may make on all accounts together in AUTH_RATE_LIMIT_WINDOW_MINUTES:
    // high, since a carrier's or an office's address is many people's.
    AUTH_SIGNIN_MAX_FAILURES_PER_IP: positiveInt.default(100),
    // How long a browse page may be answered from memory; 0 turns the cache off (the default in tests).
    BROWSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    // Browse answers without paging (up to a thousand listings each) one address may ask for a minute.
    BROWSE_UNPAGED_MAX_PER_MINUTE: positiveInt.default(60),
    WEATHER_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('https://wttr.in')
      .transform((url) => url.replace(/\/+$/, '')),
    WEATHER_TIMEOUT_MS: positiveInt.default(5000),
    // The daily mandi price feed (data.gov.in). Without a key: demo rates where demo data is
    // loaded (SEED_DEMO_DATA), no mandi rates at all otherwise.
    MANDI_API_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('https://api.data.gov.in/resource/9ef84268-d588-465a-a308-a864a43d0070'),
    MANDI_API_KEY: z.string().trim().min(1).optional(),
    MANDI_TIMEOUT_MS: positiveInt.default(20_000),
    MANDI_PAGE_SIZE: positiveInt.max(10_000).default(1000),
    // Days of rates kept: at least the history the pages show; older days are deleted each day.
    MANDI_KEEP_DAYS: positiveInt
      .min(MANDI_HISTORY_DAYS, `must be at least ${MANDI_HISTORY_DAYS}, the days of history the pages show`)
      .default(90),
    SUPPORT_EMAIL: z.email('must be an email address').default(SUPPORT_EMAIL),
    CONTACT_RATE_LIMIT_MAX_PER_IP: positiveInt.default(20),
    CONTACT_RATE_LIMIT_MAX_PER_EMAIL: positiveInt.default(5),
    CONTACT_RATE_LIMIT_WINDOW_MINUTES: positiveInt.default(15),
    // SMS: POSTed as JSON to this provider endpoint when set; written to DATA_DIR/sms-outbox otherwise.
    SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    // Sent as `Authorization: Bearer …` to the SMS endpoint, when the provider wants one.
    SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
    SMS_TIMEOUT_MS: positiveInt.default(5000),
    // One-time codes sent by SMS in the last hour, every number together, before sending pauses: a
    // flood from many numbers (toll fraud) is stopped at a cost the operator chose. Logged at error.
    SMS_CODES_PER_HOUR: positiveInt.default(1000),
    // Photo uploads per account: how many an hour (both upload routes together), and how many MB of
    // stored photos it may hold. Images decoded at once by this process, and how many more may wait
    // for a turn before an upload is answered 503 (lib/images.ts).
    UPLOAD_RATE_LIMIT_PER_HOUR: positiveInt.default(60),
    UPLOAD_QUOTA_MB: positiveInt.default(100),
    // What the accounts made from one address in the last day may upload in that day, together:
    // sign-ups from one address cannot multiply UPLOAD_QUOTA_MB.
    UPLOAD_NEW_ACCOUNTS_MB_PER_ADDRESS: positiveInt.default(300),
    IMAGE_DECODE_CONCURRENCY: positiveInt.default(2),
    IMAGE_DECODE_QUEUE: z.coerce.number().int().min(0).default(8),
    // An operator made at start when no account has this email yet (docs/operations.md); both or
    // neither. The password meets the same policy as everyone's; the operator enrols an
    // authenticator at first sign-in.
    ADMIN_EMAIL: z.email('must be an email address').optional(),
    ADMIN_PASSWORD: z.string().optional(),
    ADMIN_NAME: z.string().trim().min(1).max(100).default('Operator'),
    // The key that encrypts operators' authenticator secrets; unset: generated once and kept in
    // DATA_DIR/secrets/second-factor-key. Losing it means every operator enrols again.
    SECOND_FACTOR_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    // The Bearer token a Prometheus scraper sends to GET /metrics; unset: no metrics are kept and
    // /metrics answers 404. Printable ASCII without spaces, as it travels in a header.
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
  })
  .refine((env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
  })
  .refine((env) => env.S3_BUCKET !== undefined || env.S3_PRIVATE_BUCKET === undefined, {
    path: ['S3_PRIVATE_BUCKET'],
    message: 'needs S3_BUCKET: private documents go to a bucket only when photos do',
  })
  // Node refuses to start a server whose headers may take longer than the whole request.
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not be more than REQUEST_TIMEOUT_MS',
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    // Tests stay silent unless asked (fastify/demo src/server.ts).
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    databaseQueryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_MS,
      headersMs: env.HEADERS_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
      connectionMs: env.CONNECTION_TIMEOUT_MS,
    },
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    assetsUrl: (env.ASSETS_URL ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    /** The bucket settings when S3_BUCKET is set; undefined: files on disk under DATA_DIR. */
    s3:
      env.S3_BUCKET === undefined
        ? undefined
        : Object.freeze({
            bucket: env.S3_BUCKET,
            privateBucket: env.S3_PRIVATE_BUCKET ?? env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          }),
    jwtSecret: env.JWT_SECRET,
    seedDemoData: env.SEED_DEMO_DATA,
    demoResetHours: env.DEMO_RESET_HOURS,
    webDistDir: env.WEB_DIST_DIR,
    webSsrDir: env.WEB_SSR_DIR,
    trustProxy: env.TRUST_PROXY,
    corsOrigins: Object.freeze(env.CORS_ORIGINS),
    authRateLimit: {
      maxPerIp: env.AUTH_RATE_LIMIT_MAX_PER_IP,
      maxPerEmail: env.AUTH_RATE_LIMIT_MAX_PER_EMAIL,
      windowMinutes: env.AUTH_RATE_LIMIT_WINDOW_MINUTES,
    },
    signInWaits: {
      firstWaitSeconds: env.AUTH_SIGNIN_FIRST_WAIT_SECONDS,
      maxWaitMinutes: env.AUTH_SIGNIN_MAX_WAIT_MINUTES,
      trustedAddressDays: env.AUTH_TRUSTED_ADDRESS_DAYS,
      maxFailuresPerIp: env.AUTH_SIGNIN_MAX_FAILURES_PER_IP,
    },
    browseCacheTtlMs: env.BROWSE_CACHE_TTL_MS ?? (env.NODE_ENV === 'test' ? 0 : 1000),
    browseUnpagedMaxPerMinute: env.BROWSE_UNPAGED_MAX_PER_MINUTE,
    weatherUrl: env.WEATHER_URL,
    weatherTimeoutMs: env.WEATHER_TIMEOUT_MS,
    mandi: {
      url: env.MANDI_API_URL.replace(/\/+$/, ''),
      key: env.MANDI_API_KEY,
      timeoutMs: env.MANDI_TIMEOUT_MS,
      pageSize: env.MANDI_PAGE_SIZE,
      keepDays: env.MANDI_KEEP_DAYS,
      /** `api`: the feed; `demo`: made-up rates beside the demo data; `off`: no mandi rates. */
      source: (env.MANDI_API_KEY !== undefined
        ? 'api'
        : env.SEED_DEMO_DATA === 'true' || (env.SEED_DEMO_DATA === 'auto' && env.NODE_ENV !== 'production')
          ? 'demo'
          : 'off') as 'api' | 'demo' | 'off',
    },
    supportEmail: env.SUPPORT_EMAIL,
    contactRateLimit: {
      maxPerIp: env.CONTACT_RATE_LIMIT_MAX_PER_IP,
      maxPerEmail: env.CONTACT_RATE_LIMIT_MAX_PER_EMAIL,
      windowMinutes: env.CONTACT_RATE_LIMIT_WINDOW_MINUTES,
    },
    sms: {
      webhookUrl: env.SMS_WEBHOOK_URL,
      webhookToken: env.SMS_WEBHOOK_TOKEN,
      timeoutMs: env.SMS_TIMEOUT_MS,
      codesPerHour: env.SMS_CODES_PER_HOUR,
    },
    uploads: {
      maxPerHour: env.UPLOAD_RATE_LIMIT_PER_HOUR,
      quotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024,
      newAccountsBytesPerAddress: env.UPLOAD_NEW_ACCOUNTS_MB_PER_ADDRESS * 1024 * 1024,
      decodeConcurrency: env.IMAGE_DECODE_CONCURRENCY,
      decodeQueue: env.IMAGE_DECODE_QUEUE,
    },
    bootstrapOperator:
      env.ADMIN_EMAIL !== undefined && env.ADMIN_PASSWORD !== undefined
        ? Object.freeze({ email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME })
        : undefined,
    secondFactorKey: env.SECOND_FACTOR_KEY,
    metricsToken: env.METRICS_TOKEN,
  }))

export type Config = Readonly<z.output<typeof EnvSchema>>

/** Thrown by `parseConfig` with one line per bad key. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/**
 * Validates an environment. Every bad key is reported at once, so a broken deploy is fixed in one
 * round. Empty strings count as unset, as a `KEY=` line in an env file means "no value".
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const result = EnvSchema.safeParse(present)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`)
    throw new ConfigError(problems)
  }
  return Object.freeze({
    ...result.data,
    authRateLimit: Object.freeze(result.data.authRateLimit),
    signInWaits: Object.freeze(result.data.signInWaits),
    contactRateLimit: Object.freeze(result.data.contactRateLimit),
    sms: Object.freeze(result.data.sms),
    uploads: Object.freeze(result.data.uploads),
    timeouts: Object.freeze(result.data.timeouts),
  })
}

/** The process's configuration. The only place that reads `process.env`. */
export function loadConfig(): Config {
  return parseConfig(process.env)
}
