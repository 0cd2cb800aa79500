import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Weather } from '@app/shared/weather'
import { apiRequestChecked } from '@/lib/api-client'

/** GET /weather/{city}: public (no Bearer header, so visitors can use it), answered by our server's cache or the weather service. */
export async function getWeather(city: string, signal?: AbortSignal): Promise<Weather> {
  return apiRequestChecked(`/weather/${encodeURIComponent(city)}`, { auth: false, signal }, () =>
    import('@app/shared/weather').then((module) => module.WeatherSchema),
  )
}

export function weatherQueryOptions(city: string) {
  return queryOptions({
    // One entry per city however it was typed, as the server keys its cache.
    queryKey: ['weather', city.toLowerCase()],
    queryFn: ({ signal }) => getWeather(city, signal),
    // The server keeps an answer 10 minutes; asking again sooner only gets the same figures.
    staleTime: 10 * 60 * 1000,
  })
}

export function useWeather(city: string) {
  return useQuery(weatherQueryOptions(city))
}
