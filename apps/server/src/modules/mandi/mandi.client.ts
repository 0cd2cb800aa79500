import { z } from 'zod'

/**
 * The Government of India's daily mandi price feed: data.gov.in's resource "Current Daily Price of
 * Various Commodities from Various Markets (Mandi)" (Agmarknet), read a page at a time. This is
 * the only code that talks to it. The API key travels in the query string, so neither the address
 * nor the key ever goes into an error message or a log line.
 */

/** Why a page could not be read: too slow, the key was refused, or the answer was not a page of the feed. */
export type MandiFailure = 'timeout' | 'refused-key' | 'bad-answer'

export class MandiUpstreamError extends Error {
  constructor(
    readonly failure: MandiFailure,
    message: string,
  ) {
    super(message)
    this.name = 'MandiUpstreamError'
  }
}

export interface MandiFeed {
  /** The resource's address, without a query. */
  url: string
  key: string
  /** Each page's whole exchange, body included. */
  timeoutMs: number
  /** Records asked for a page. */
  pageSize: number
}

/** One page: the day's record count as the feed states it, and this page's records, unchecked. */
export interface MandiPage {
  total: number
  records: unknown[]
}

/** A record is about 250 bytes of JSON; this allows for far wordier ones, and no more. */
const BYTES_PER_RECORD = 2_000
const PAGE_OVERHEAD_BYTES = 64_000

/**
 * India has about 3,000 mandis, each trading a few dozen commodities: a day counting more records
 * than this is a broken `total`, and paging through it would never end.
 */
const MAX_RECORDS_A_DAY = 200_000

/** The feed writes numbers as strings ("1234"); accept either. */
const count = z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)])

const PageSchema = z.object({
  total: count.pipe(z.number().int().nonnegative()),
  records: z.array(z.unknown()),
})

/** 2026-12-05 → 05/12/2026, the feed's date format. */
function feedDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${day}/${month}/${year}`
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
}

/**
 * What went wrong with a request that got no answer, without the error's own message: Node's
 * "Failed to parse URL from …" would carry the address, key and all.
 */
function failureCode(err: unknown): string {
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined
  if (typeof cause?.code === 'string') return cause.code
  return err instanceof Error ? err.name : 'unknown error'
}

/** Reads the body, giving up past `maxBytes`. */
async function readBody(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > maxBytes) throw new MandiUpstreamError('bad-answer', `answer of ${declared} bytes`)
  if (!response.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body) {
    size += chunk.byteLength
    if (size > maxBytes) throw new MandiUpstreamError('bad-answer', `answer over ${maxBytes} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * One page of `date`'s (YYYY-MM-DD) records from `offset`: at most `feed.pageSize` of them. The
 * whole exchange must finish within `feed.timeoutMs`.
 */
export async function fetchMandiPage(feed: MandiFeed, date: string, offset: number): Promise<MandiPage> {
  const query = new URLSearchParams({
    'api-key': feed.key,
    format: 'json',
    limit: String(feed.pageSize),
    offset: String(offset),
    'filters[arrival_date]': feedDate(date),
  })
  const signal = AbortSignal.timeout(feed.timeoutMs)
  let body: string
  let status: number
  try {
    const response = await fetch(`${feed.url}?${query}`, { signal, headers: { accept: 'application/json' } })
    status = response.status
    body = await readBody(response, PAGE_OVERHEAD_BYTES + feed.pageSize * BYTES_PER_RECORD)
  } catch (err) {
    if (err instanceof MandiUpstreamError) throw err
    if (isTimeout(err)) throw new MandiUpstreamError('timeout', `no answer within ${feed.timeoutMs} ms`)
    throw new MandiUpstreamError('bad-answer', `request failed: ${failureCode(err)}`)
  }

  // data.gov.in answers a missing, wrong or revoked key with 401 or 403.
  if (status === 401 || status === 403) throw new MandiUpstreamError('refused-key', `status ${status}: the API key was refused`)
  if (status < 200 || status >= 300) throw new MandiUpstreamError('bad-answer', `status ${status}`)
  let document: unknown
  try {
    document = JSON.parse(body)
  } catch {
    throw new MandiUpstreamError('bad-answer', 'the answer is not JSON')
  }
  const parsed = PageSchema.safeParse(document)
  if (!parsed.success) throw new MandiUpstreamError('bad-answer', 'the answer is not a page of records')
  return parsed.data
}

/**
 * Every page of `date`'s records, in order, each with the day's index of its first record: the
 * offset walks by the page size until it reaches the stated total or a page comes back short.
 */
export async function* fetchMandiDay(feed: MandiFeed, date: string): AsyncGenerator<MandiPage & { offset: number }> {
  let offset = 0
  for (;;) {
    const page = await fetchMandiPage(feed, date, offset)
    if (page.total > MAX_RECORDS_A_DAY) throw new MandiUpstreamError('bad-answer', `a day of ${page.total} records`)
    if (page.records.length > feed.pageSize) throw new MandiUpstreamError('bad-answer', `a page of ${page.records.length} records`)
    yield { ...page, offset }
    offset += page.records.length
    if (offset >= page.total || page.records.length < feed.pageSize) return
  }
}
