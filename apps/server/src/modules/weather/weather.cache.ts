import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import { WeatherSchema, type Weather } from '@app/shared/weather'

/** Issue 5: a weather answer is kept 10 minutes, so a busy day does not hammer the service. */
export const WEATHER_TTL_MS = 10 * 60 * 1000
/** In-memory entries kept at most; the least recently used goes first. About 2 KB each. */
export const MAX_MEMORY_ENTRIES = 1000

export interface WeatherCache {
  get(key: string): Promise<Weather | undefined>
  set(key: string, weather: Weather): Promise<void>
  close(): Promise<void>
}

/** A Map keeps insertion order: re-inserting on read makes its first key the least recently used. */
export function memoryWeatherCache(maxEntries = MAX_MEMORY_ENTRIES, ttlMs = WEATHER_TTL_MS): WeatherCache {
  const entries = new Map<string, { weather: Weather; expiresAt: number }>()
  return {
    async get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (entry.expiresAt <= Date.now()) return undefined
      entries.set(key, entry)
      return entry.weather
    },
    async set(key, weather) {
      entries.delete(key)
      entries.set(key, { weather, expiresAt: Date.now() + ttlMs })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next()
        if (oldest.done) break
        entries.delete(oldest.value)
      }
    },
    async close() {
      entries.clear()
    },
  }
}

/**
 * Shared by every server process. A Redis failure must not fail a weather lookup: a read that
 * fails is a miss, a write that fails is skipped, and both are logged.
 */
async function redisWeatherCache(url: string, namespace: string, log: FastifyBaseLogger): Promise<WeatherCache> {
  // No offline queue: while Redis is away a command fails at once instead of holding the request.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  redis.on('error', (err) => log.warn({ err }, 'redis error'))
  await redis.connect()
  const prefix = `kisansetu:weather:${namespace}:`
  return {
    async get(key) {
      try {
        const stored = await redis.get(prefix + key)
        if (stored === null) return undefined
        const parsed = WeatherSchema.safeParse(JSON.parse(stored))
        return parsed.success ? parsed.data : undefined
      } catch (err) {
        log.warn({ err }, 'weather cache read failed; asking the service')
        return undefined
      }
    },
    async set(key, weather) {
      try {
        await redis.set(prefix + key, JSON.stringify(weather), 'PX', WEATHER_TTL_MS)
      } catch (err) {
        log.warn({ err }, 'weather cache write failed')
      }
    },
    async close() {
      await redis.quit()
    },
  }
}

/**
 * Redis when REDIS_URL is set, otherwise this process's memory. Redis keys carry a hash of the
 * service's address, so answers of a test double never serve a server that asks the real service.
 */
export async function createWeatherCache(
  options: { redisUrl: string | undefined; weatherUrl: string },
  log: FastifyBaseLogger,
): Promise<WeatherCache> {
  if (!options.redisUrl) return memoryWeatherCache()
  const namespace = createHash('sha256').update(options.weatherUrl).digest('hex').slice(0, 12)
  return redisWeatherCache(options.redisUrl, namespace, log)
}

/** One key per city however it was typed: 'kolkata', ' KOLKATA ' and 'Kolkata' share an answer. */
export function cityCacheKey(city: string): string {
  return city.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
}
