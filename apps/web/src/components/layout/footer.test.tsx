import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { Footer } from './footer'

afterEach(cleanup)

function renderFooter({ signedIn = false } = {}) {
  render(
    <MemoryRouter>
      <Footer signedIn={signedIn} />
    </MemoryRouter>,
  )
  return screen.getByRole('contentinfo')
}

describe('Footer', () => {
  it('offers the support phone and e-mail as tel: and mailto: links', () => {
    const footer = renderFooter()
    expect(within(footer).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210')
    expect(within(footer).getByRole('link', { name: 'support@kisansetu.in' }).getAttribute('href')).toBe('mailto:support@kisansetu.in')
  })

  it('links only to routes that exist', () => {
    const footer = renderFooter()
    const quickLinks = within(within(footer).getByRole('navigation', { name: 'Quick Links' })).getAllByRole('link')
    expect(quickLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Browse Products', '/products/browse'],
      ['Sign In', '/signin'],
      ['Register', '/signup'],
      ['Weather', '/weather'],
      ['Mandi Prices', '/mandi-prices'],
      ['Farmer Protection Portal', '/FarmLaw'],
      ['Seasonal Guide', '/SeasonalGuide'],
      ['Contact Us', '/contact-us'],
    ])
  })

  it('offers a signed-in user no Sign In or Register', () => {
    const footer = renderFooter({ signedIn: true })
    const quickLinks = within(within(footer).getByRole('navigation', { name: 'Quick Links' })).getAllByRole('link')
    expect(quickLinks.map((link) => link.textContent)).toEqual([
      'Home',
      'Browse Products',
      'Weather',
      'Mandi Prices',
      'Farmer Protection Portal',
      'Seasonal Guide',
      'Contact Us',
    ])
  })

  it('opens social links in a new tab without giving them this page', () => {
    const footer = renderFooter()
    for (const network of ['Facebook', 'Instagram', 'X (Twitter)', 'YouTube']) {
      const link = within(footer).getByRole('link', { name: `${network} (opens in a new tab)` })
      expect(link.textContent).toBe(network)
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
    }
  })

  it('shows the current year in the copyright line', () => {
    const footer = renderFooter()
    expect(within(footer).getByText(`© ${new Date().getFullYear()} KisanSetu. All rights reserved.`)).toBeTruthy()
  })
})
