import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { DEFAULT_WEATHER_CITY } from '@app/shared/limits'
import type { MessageId } from '@app/shared/messages/en'
import type { Weather } from '@app/shared/weather'
import { checkCity, hourLabelParts, MAX_CITY_LENGTH } from '@app/shared/weather-city'
import { Button } from '@/components/ui/button'
import { t, tText } from '@/lib/i18n'
import { useTextFieldWait } from '@/lib/use-hydrated'
import { useWeather } from '../api/get-weather'
import { WeatherIcon } from './weather-icon'

/** The 3-hourly steps the grid shows while the forecast loads (12 AM … 9 PM). */
const FORECAST_TIMES = ['0', '300', '600', '900', '1200', '1500', '1800', '2100'] as const

/**
 * The weather screen. Kolkata loads on entry, so the screen is never empty. The pre-rendered page
 * shows the form and the report's loading state, which has the report's exact layout, so nothing
 * moves when the figures arrive.
 */
export function WeatherLookup() {
  const inputId = useId()
  const errorId = `${inputId}-error`
  const [draft, setDraft] = useState<string>(DEFAULT_WEATHER_CITY)
  const [city, setCity] = useState<string>(DEFAULT_WEATHER_CITY)
  const [cityError, setCityError] = useState<string | null>(null)
  const cityWait = useTextFieldWait({})
  const weather = useWeather(city)

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Checked here first, with the server's own rules, so a mistyped city gets its reason at once.
    const checked = checkCity(draft)
    if (checked.problem !== undefined) {
      setCityError(checked.problem)
      return
    }
    setCityError(null)
    if (checked.city.toLowerCase() === city.toLowerCase()) {
      if (weather.isError) void weather.refetch()
      return
    }
    setCity(checked.city)
  }

  return (
    <div className="space-y-8">
      <form role="search" onSubmit={search} className="max-w-xl">
        <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
          {t('weather.cityLabel')}
        </label>
        <div className="mt-1.5 flex gap-2">
          <input
            id={inputId}
            name="city"
            type="text"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value)
              setCityError(null)
            }}
            placeholder={t('weather.cityPlaceholder')}
            maxLength={MAX_CITY_LENGTH}
            {...cityWait}
            autoComplete="address-level2"
            enterKeyHint="search"
            aria-invalid={cityError ? true : undefined}
            aria-describedby={cityError ? errorId : undefined}
            className="block min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 aria-invalid:border-red-700"
          />
          <Button type="submit" className="shrink-0">
            {t('weather.search')}
          </Button>
        </div>
        {cityError ? (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
            {tText(cityError)}
          </p>
        ) : null}
      </form>

      {weather.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {t('weather.fetchFailed')}
        </p>
      ) : (
        <WeatherReport weather={weather.data ?? null} />
      )}
    </div>
  )
}

type Reading = { label: MessageId; value: (weather: Weather) => string }

const READINGS: readonly Reading[] = [
  { label: 'weather.feelsLike', value: (w) => t('weather.celsius', { value: w.feelsLikeC }) },
  { label: 'weather.humidity', value: (w) => t('weather.percent', { value: w.humidity }) },
  { label: 'weather.wind', value: (w) => t('weather.kmph', { value: w.windKmph }) },
  { label: 'weather.pressure', value: (w) => t('weather.millibars', { value: w.pressureMb }) },
  { label: 'weather.visibility', value: (w) => t('weather.kilometres', { value: w.visibilityKm }) },
  { label: 'weather.cloudCover', value: (w) => t('weather.percent', { value: w.cloudCover }) },
  { label: 'weather.uvIndex', value: (w) => String(w.uvIndex) },
  { label: 'weather.sunrise', value: (w) => w.sunrise },
  { label: 'weather.sunset', value: (w) => w.sunset },
]

/** A value, or while loading a grey bar that takes the same line. */
function Value({ children, width = 'w-16' }: { children: ReactNode | null; width?: string }) {
  if (children !== null) return <>{children}</>
  return (
    <span
      className={`inline-block h-[1em] max-w-full animate-pulse rounded bg-stone-200 align-middle motion-reduce:animate-none ${width}`}
    />
  )
}

/** The report, or (weather null) its loading state with the same boxes and lines. */
function WeatherReport({ weather }: { weather: Weather | null }) {
  const loading = weather === null
  return (
    <div aria-busy={loading} className="space-y-8">
      {loading ? (
        <p role="status" className="sr-only">
          {t('weather.loading')}
        </p>
      ) : null}
      <section aria-labelledby="weather-current" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id="weather-current" className="sr-only">
          {t('weather.currentHeading')}
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          {weather ? <WeatherIcon code={weather.iconCode} className="size-16 shrink-0" /> : <span className="size-16 shrink-0" />}
          <div className="min-w-0 flex-1">
            <p className="text-xl font-bold text-stone-900">
              <Value width="w-40">{weather ? t('weather.location', { area: weather.area, country: weather.country }) : null}</Value>
            </p>
            <p className="text-stone-700">
              <Value width="w-28">{weather?.condition ?? null}</Value>
            </p>
          </div>
          <dl>
            <dt className="sr-only">{t('weather.temperature')}</dt>
            <dd className="text-4xl font-bold text-stone-900">
              <Value width="w-24">{weather ? t('weather.celsius', { value: weather.temperatureC }) : null}</Value>
            </dd>
          </dl>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {READINGS.map((reading) => (
            <div key={reading.label} className="rounded-lg bg-stone-50 px-3 py-2">
              <dt className="text-sm text-stone-600">{t(reading.label)}</dt>
              <dd className="font-semibold text-stone-900">
                <Value>{weather ? reading.value(weather) : null}</Value>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="weather-forecast">
        <h2 id="weather-forecast" className="text-xl font-bold text-stone-900">
          {t('weather.forecastHeading')}
        </h2>
        <ol className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
          {(weather?.hourly ?? FORECAST_TIMES.map((time) => ({ time, label: null, tempC: null, condition: null, iconCode: null }))).map(
            (hour) => {
              const label = hourLabelParts(hour.time)
              return (
                <li key={hour.time} className="flex flex-col items-center rounded-lg border border-stone-200 bg-white p-3 text-center">
                  <p className="text-sm font-semibold text-stone-700">{t(label.id, { hour: label.hour })}</p>
                  {hour.iconCode === null ? (
                    <span className="my-1 size-10" />
                  ) : (
                    <WeatherIcon code={hour.iconCode} className="my-1 size-10" />
                  )}
                  <p className="font-bold text-stone-900">
                    <Value width="w-12">{hour.tempC === null ? null : t('weather.celsius', { value: hour.tempC })}</Value>
                  </p>
                  {/* Two lines kept for every condition, so a long one does not push the grid down. */}
                  <p className="line-clamp-2 min-h-10 text-sm text-stone-600">
                    <Value>{hour.condition}</Value>
                  </p>
                </li>
              )
            },
          )}
        </ol>
      </section>
    </div>
  )
}
