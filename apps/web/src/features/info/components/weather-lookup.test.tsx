import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { queryClient } from '@/lib/query-client'
import { makeWeather } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp } from '@/testing/render-app'

afterEach(() => {
  queryClient.clear()
})

/**
 * Answers every city with its figures, except Atlantis (404) and Slowpur (504), and records the
 * cities asked for. (StrictMode mounts the screen twice in tests, which may ask twice.)
 */
function serveWeather() {
  const asked = new Set<string>()
  server.use(
    http.get(apiUrl('/weather/:city'), ({ params, request }) => {
      const city = String(params.city)
      asked.add(city)
      expect(request.headers.get('authorization')).toBeNull()
      if (city === 'Atlantis' || city === 'Slowpur') {
        return HttpResponse.json(
          {
            message: 'Failed to fetch weather data. Please try another city.',
            code: city === 'Atlantis' ? 'NOT_FOUND' : 'GATEWAY_TIMEOUT',
            requestId: 'r1',
          },
          { status: city === 'Atlantis' ? 404 : 504 },
        )
      }
      return HttpResponse.json(makeWeather(city))
    }),
  )
  return asked
}

function reading(label: string) {
  const term = screen.getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent
}

describe('Weather screen', () => {
  it('loads Kolkata on entry and shows every figure and the 3-hourly forecast', async () => {
    const asked = serveWeather()
    renderApp('/weather')
    expect(await screen.findByRole('heading', { level: 1, name: 'Weather Forecast' })).toBeInTheDocument()
    const input = screen.getByLabelText('City')
    expect(input).toHaveValue('Kolkata')
    expect(input).toHaveAttribute('placeholder', 'Enter city')

    expect(await screen.findByText('Kolkata, India')).toBeInTheDocument()
    expect([...asked]).toEqual(['Kolkata'])
    expect(screen.getByText('Partly cloudy')).toBeInTheDocument()
    expect(reading('Temperature')).toBe('31 °C')
    expect(reading('Feels like')).toBe('37 °C')
    expect(reading('Humidity')).toBe('74%')
    expect(reading('Wind')).toBe('13 km/h')
    expect(reading('Pressure')).toBe('1004 mb')
    expect(reading('Visibility')).toBe('9 km')
    expect(reading('Cloud cover')).toBe('40%')
    expect(reading('UV index')).toBe('7')
    expect(reading('Sunrise')).toBe('05:12 AM')
    expect(reading('Sunset')).toBe('06:14 PM')

    const forecast = screen.getByRole('region', { name: 'Today’s Forecast' })
    const entries = within(forecast).getAllByRole('listitem')
    expect(entries.map((entry) => entry.firstChild?.textContent)).toEqual([
      '12 AM',
      '3 AM',
      '6 AM',
      '9 AM',
      '12 PM',
      '3 PM',
      '6 PM',
      '9 PM',
    ])
    expect(entries[5]).toHaveTextContent('31 °C')
    expect(entries[5]).toHaveTextContent('Moderate rain')
    expect(entries[5]!.querySelector('svg')?.getAttribute('data-kind')).toBe('rain')
  })

  it('shows the loading state in the report’s own layout before the figures arrive', async () => {
    serveWeather()
    renderApp('/weather')
    expect(await screen.findByText('Loading weather...')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Today’s Forecast' })).getAllByRole('listitem')).toHaveLength(8)
    expect(await screen.findByText('Kolkata, India')).toBeInTheDocument()
  })

  it('looks up another city and says so when the city is unknown or the service is slow', async () => {
    const asked = serveWeather()
    const user = userEvent.setup()
    renderApp('/weather')
    await screen.findByText('Kolkata, India')

    await user.clear(screen.getByLabelText('City'))
    await user.type(screen.getByLabelText('City'), 'पुणे')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('पुणे, India')).toBeInTheDocument()

    for (const city of ['Atlantis', 'Slowpur']) {
      await user.clear(screen.getByLabelText('City'))
      await user.type(screen.getByLabelText('City'), city)
      await user.click(screen.getByRole('button', { name: 'Search' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch weather data. Please try another city.')
    }
    expect([...asked]).toEqual(['Kolkata', 'पुणे', 'Atlantis', 'Slowpur'])
  })

  it('refuses a city the server would refuse, without asking it', async () => {
    const asked = serveWeather()
    const user = userEvent.setup()
    renderApp('/weather')
    await screen.findByText('Kolkata, India')
    const input = screen.getByLabelText('City')
    await user.clear(input)
    await user.type(input, 'Kolkata/../admin')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByText('Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name')).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    await user.clear(input)
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByText('Please enter a city')).toBeInTheDocument()
    expect([...asked]).toEqual(['Kolkata'])
  })
})
