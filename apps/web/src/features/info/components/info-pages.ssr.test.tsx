// @vitest-environment node
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { ContactUs } from './contact-us'
import { FarmLaw } from './farm-law'
import { SeasonalGuide } from './seasonal-guide'
import { WeatherLookup } from './weather-lookup'

// The information pages are pre-rendered at build time: they must render with no window or document.
describe('information pages on the server', () => {
  it('render their text to HTML without a DOM', () => {
    expect(typeof document).toBe('undefined')
    const html = (node: ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>)
    expect(html(<FarmLaw />)).toContain('href="tel:18001801551"')
    expect(html(<SeasonalGuide />)).toContain('Watermelon, muskmelon, cucumber, bitter gourd, fodder crops and summer moong.')
    const contact = html(<ContactUs />)
    expect(contact).toContain('Send Message')
    expect(contact).toContain('Kolkata, West Bengal 700091')
    expect(contact).not.toContain('<iframe')
  })

  it('renders the weather form and its loading state, asking for nothing', () => {
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <WeatherLookup />
      </QueryClientProvider>,
    )
    expect(html).toContain('value="Kolkata"')
    // A city typed before the app takes the form over would be replaced by Kolkata as it does.
    expect(html).toMatch(/<input(?=[^>]*name="city")[^>]*\sreadonly[\s>=]/i)
    expect(html).toContain('placeholder="Enter city"')
    expect(html).toContain('Loading weather...')
    expect(html).toContain('Today’s Forecast')
    for (const label of ['12 AM', '3 AM', '6 AM', '9 AM', '12 PM', '3 PM', '6 PM', '9 PM']) expect(html).toContain(`>${label}<`)
  })
})
