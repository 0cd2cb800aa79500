// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Footer } from '@/components/layout/footer'
import LandingRoute from './landing'

// The landing page is pre-rendered at build time: it must render with no window or document.
describe('landing page on the server', () => {
  it('renders its text and the footer to HTML without a DOM', () => {
    expect(typeof document).toBe('undefined')
    const html = renderToString(
      <MemoryRouter>
        <LandingRoute />
        <Footer signedIn={false} />
      </MemoryRouter>,
    )
    expect(html).toContain('Bridging farmers and buyers directly')
    expect(html).toContain('href="/signup"')
    expect(html).toContain('Top 10 Indian States: Farmers Affected by Middlemen &amp; Storage Issues (2025)')
    expect(html).toContain('href="mailto:support@kisansetu.in"')
    // Outside the server's entry (as in the browser) the page draws no head tags of its own.
    expect(html).not.toMatch(/<meta|<link|ld\+json/)
  })
})
