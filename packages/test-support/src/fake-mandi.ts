import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for data.gov.in's daily mandi price resource on loopback, so no test ever reaches
 * the internet: `GET /resource/{id}?api-key=…&format=json&limit=N&offset=M&filters[arrival_date]=DD/MM/YYYY`
 * answers that day's records from `offset`, `limit` at a time, in the feed's own shape. A key
 * other than the fake's is refused with 403, as data.gov.in does.
 *
 * Days hold what `setDay` gave them (none at first: a day with no data answers `total: 0`), except
 * these, which act out the feed's failures:
 */
export const FAKE_MANDI_DAYS = {
  /**
   * FAKE_SLOW_DAY_SIZE records: the first page at once, every later one only after `slowMs` (10 s
   * by default), longer than any timeout we set. With pages of fewer records, paging times out midway.
   */
  slow: '2026-01-05',
  /** 500 with an HTML error page. */
  failing: '2026-01-06',
  /** FAKE_MALFORMED_DAY_SIZE records, the one at FAKE_MALFORMED_INDEX with a modal price above its maximum. */
  malformed: '2026-01-07',
} as const

export const FAKE_SLOW_DAY_SIZE = 5
export const FAKE_MALFORMED_DAY_SIZE = 12
export const FAKE_MALFORMED_INDEX = 7

/** The key the fake accepts. */
export const FAKE_MANDI_KEY = 'fake-mandi-key-0123456789'

/** The path of the resource, as in the real address. */
export const FAKE_MANDI_RESOURCE = '/resource/9ef84268-d588-465a-a308-a864a43d0070'

/** A record as the feed writes it: every field a string. */
export interface FakeMandiRecord {
  state: string
  district: string
  market: string
  commodity: string
  variety: string
  grade: string
  arrival_date: string
  min_price: string | number
  max_price: string | number
  modal_price: string | number
}

/** Real markets, by the feed's names, in districts India Post's directory knows. */
export const FAKE_MARKETS = [
  { state: 'Maharashtra', district: 'Nashik', market: 'Lasalgaon APMC' },
  { state: 'Maharashtra', district: 'Pune', market: 'Pune(Pimpri)' },
  { state: 'Punjab', district: 'Ludhiana', market: 'Ludhiana' },
  { state: 'Karnataka', district: 'Kolar', market: 'Kolar' },
  { state: 'Uttar Pradesh', district: 'Agra', market: 'Agra' },
] as const

const COMMODITIES = [
  { commodity: 'Onion', modal: 2100 },
  { commodity: 'Tomato', modal: 1600 },
  { commodity: 'Potato', modal: 1300 },
  { commodity: 'Wheat', modal: 2450 },
  { commodity: 'Marigold(Calcutta)', modal: 4000 },
] as const

/** 2026-12-05 → 05/12/2026. */
export function feedDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${day}/${month}/${year}`
}

/**
 * `count` distinct records of `date` (YYYY-MM-DD): markets and commodities in turn, each with a
 * variety of its own, prices ₹ per quintal written as strings. Record i's modal price is its
 * commodity's plus i, so a test can tell records apart by price.
 */
export function fakeMandiRecords(date: string, count: number): FakeMandiRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const place = FAKE_MARKETS[index % FAKE_MARKETS.length]!
    const { commodity, modal } = COMMODITIES[Math.floor(index / FAKE_MARKETS.length) % COMMODITIES.length]!
    const price = modal + index
    return {
      ...place,
      commodity,
      variety: `Lot ${index + 1}`,
      grade: 'FAQ',
      arrival_date: feedDate(date),
      min_price: String(price - 300),
      max_price: String(price + 300),
      modal_price: String(price),
    }
  })
}

/** One request the fake answered (or refused), as a test asserts paging with. */
export interface FakeMandiRequest {
  /** YYYY-MM-DD, or the raw filter when it was no DD/MM/YYYY date. */
  date: string
  offset: number
  limit: number
  keyAccepted: boolean
}

export interface FakeMandi {
  /** The resource's address, to use as MANDI_API_URL. */
  url: string
  readonly requests: readonly FakeMandiRequest[]
  /** Every request for `date`. */
  requestsFor(date: string): FakeMandiRequest[]
  /** Makes `date`'s records these (replacing any earlier ones). */
  setDay(date: string, records: readonly unknown[]): void
  close(): Promise<void>
}

/** The feed's own envelope, fields the app never reads included. */
function envelope(records: readonly unknown[], total: number, limit: number, offset: number) {
  return {
    index_name: '9ef84268-d588-465a-a308-a864a43d0070',
    title: 'Current Daily Price of Various Commodities from Various Markets (Mandi)',
    status: 'ok',
    message: 'Resource lists',
    total,
    count: records.length,
    limit: String(limit),
    offset: String(offset),
    records,
  }
}

/** Starts the fake on 127.0.0.1 (`port` 0: any free port). */
export async function startFakeMandi(options: { port?: number; slowMs?: number } = {}): Promise<FakeMandi> {
  const requests: FakeMandiRequest[] = []
  const slowMs = options.slowMs ?? 10_000
  const pendingTimers = new Set<NodeJS.Timeout>()
  const days = new Map<string, readonly unknown[]>()

  const malformed: unknown[] = fakeMandiRecords(FAKE_MANDI_DAYS.malformed, FAKE_MALFORMED_DAY_SIZE)
  malformed[FAKE_MALFORMED_INDEX] = { ...(malformed[FAKE_MALFORMED_INDEX] as FakeMandiRecord), modal_price: '99999', max_price: '2500' }
  days.set(FAKE_MANDI_DAYS.malformed, malformed)
  days.set(FAKE_MANDI_DAYS.slow, fakeMandiRecords(FAKE_MANDI_DAYS.slow, FAKE_SLOW_DAY_SIZE))

  function send(response: ServerResponse, status: number, body: string, type = 'application/json') {
    response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) })
    response.end(body)
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-mandi')
    if (url.pathname === '/health') return send(response, 200, '{"status":"ok"}')
    if (url.pathname !== FAKE_MANDI_RESOURCE) return send(response, 404, '{"error":"Resource not found"}')
    const query = url.searchParams
    const filter = query.get('filters[arrival_date]') ?? ''
    const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(filter)
    const date = match ? `${match[3]}-${match[2]}-${match[1]}` : filter
    const limit = Number(query.get('limit') ?? 10)
    const offset = Number(query.get('offset') ?? 0)
    const keyAccepted = query.get('api-key') === FAKE_MANDI_KEY
    requests.push({ date, offset, limit, keyAccepted })

    if (!keyAccepted) return send(response, 403, '{"error":"Key not authorised"}')
    if (query.get('format') !== 'json') return send(response, 400, 'format=json expected', 'text/plain')
    if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(offset) || offset < 0) {
      return send(response, 400, '{"error":"bad limit or offset"}')
    }
    if (date === FAKE_MANDI_DAYS.failing) {
      return send(response, 500, '<html><body><h1>500 Internal Server Error</h1></body></html>', 'text/html')
    }
    const records = days.get(date) ?? []
    const body = JSON.stringify(envelope(records.slice(offset, offset + limit), records.length, limit, offset))
    if (date === FAKE_MANDI_DAYS.slow && offset > 0) {
      const timer = setTimeout(() => {
        pendingTimers.delete(timer)
        if (!response.destroyed) send(response, 200, body)
      }, slowMs)
      pendingTimers.add(timer)
      return
    }
    return send(response, 200, body)
  }

  const server = createServer(handle)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${FAKE_MANDI_RESOURCE}`,
    requests,
    requestsFor: (date) => requests.filter((asked) => asked.date === date),
    setDay(date, records) {
      days.set(date, [...records])
    },
    async close() {
      for (const timer of pendingTimers) clearTimeout(timer)
      pendingTimers.clear()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
