import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CitySchema, WeatherSchema, type Weather } from '@app/shared/weather'
import { checkCity } from '@app/shared/weather-city'
import { AppError } from '#src/lib/app-error'
import { errorResponses } from '#src/lib/openapi'
import * as service from './weather.service'

/**
 * Lookups a client address may send to the weather service per minute. Answers from the cache do
 * not count: the limit stops one client from pushing a flood of made-up cities through to the
 * service, not people sharing an address from looking up the same city.
 */
export const UPSTREAM_LOOKUPS_PER_MINUTE = 30

/**
 * The public weather lookup, asked by our server instead of the browser, so the page's strict
 * Content-Security-Policy can stay closed to other origins and a busy day is answered from the
 * cache: the city is checked before any request leaves, answers are cached, and every failure is a
 * clean 4xx/5xx with the weather screen's message. Public, like the screen: no Bearer token.
 */
export default async function weatherRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  async function lookUp(request: FastifyRequest, city: string): Promise<Weather> {
    const weather = await service.getWeather(app, city, {
      beforeUpstream: () => app.rateLimiter.enforce(`weather:ip:${request.ip}`, { max: UPSTREAM_LOOKUPS_PER_MINUTE, windowMs: 60_000 }),
    })
    return service.inLanguage(weather, request.t)
  }

  routes.get(
    '/:city',
    {
      schema: {
        tags: ['info'],
        summary: 'Current weather and today’s 3-hourly forecast for a city',
        description:
          'Asks the public weather service (WEATHER_URL, j1 format) with a timeout and keeps each answer 10 minutes. An unknown city answers 404, a failing service 502, a slow one 504.',
        params: z.object({ city: CitySchema }),
        response: { 200: WeatherSchema, ...errorResponses(400, 404, 429, 502, 504) },
      },
    },
    (request) => lookUp(request, request.params.city),
  )

  // Paths the route above cannot take: no city, a city with an unencoded `/`, or one longer than
  // the router's parameter limit (100 characters, which a percent-encoded Indian-script name can
  // exceed while still being valid). Checked by the rules CitySchema is built on.
  const otherPaths = async (request: FastifyRequest) => {
    const checked = checkCity((request.params as { '*'?: string })['*'] ?? '')
    // Answered like a validation failure of the `city` field, as the route above answers one.
    if (checked.problem !== undefined) throw new AppError(400, 'VALIDATION_FAILED', checked.problem, { city: [checked.problem] })
    return lookUp(request, checked.city)
  }
  routes.get('/', { schema: { hide: true } }, otherPaths)
  routes.get('/*', { schema: { hide: true, response: { 200: WeatherSchema } } }, otherPaths)
}
